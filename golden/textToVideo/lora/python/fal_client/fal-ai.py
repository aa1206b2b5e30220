import fal_client
import requests

result = fal_client.subscribe(
    "fal-ai/wan-t2v-lora",
    arguments={
        "prompt": "A paper boat drifting down a rainy street at dusk.",
        "loras": [
            {
                "path": "https://huggingface.co/benjamin-paine/steamboat-willie-14b/resolve/main/steamboat-willie-14b.safetensors",
                "scale": 1
            }
        ]
    },
    with_logs=True,
)

url = result["video"]["url"]
with open("output.mp4", "wb") as f:
    f.write(requests.get(url).content)
