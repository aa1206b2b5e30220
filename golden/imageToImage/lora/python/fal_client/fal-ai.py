import fal_client
import requests

image = fal_client.upload_file("cats.jpg")

result = fal_client.subscribe(
    "fal-ai/flux-kontext-lora",
    arguments={
        "prompt": "Turn the cats into tigers.",
        "loras": [
            {
                "path": "https://huggingface.co/Kontext-Style/Ghibli_lora/resolve/main/Ghibli_lora_weights.safetensors",
                "scale": 1
            }
        ],
        "image_url": image,
        "image_urls": [
            image
        ]
    },
    with_logs=True,
)

url = result["images"][0]["url"]
with open("output.png", "wb") as f:
    f.write(requests.get(url).content)
