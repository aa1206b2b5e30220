import fal_client
import requests

image = fal_client.upload_file("cats.jpg")

result = fal_client.subscribe(
    "fal-ai/wan-i2v-lora",
    arguments={
        "prompt": "The cats slowly turn their heads towards the camera.",
        "loras": [
            {
                "path": "https://huggingface.co/Remade-AI/Squish/resolve/main/squish_18.safetensors",
                "scale": 1
            }
        ],
        "image_url": image
    },
    with_logs=True,
)

url = result["video"]["url"]
with open("output.mp4", "wb") as f:
    f.write(requests.get(url).content)
