import os

import requests

API_URL = "https://router.huggingface.co/fal-ai/fal-ai/lora"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
    "num_inference_steps": 5,
    "loras": [
        {
            "path": "https://huggingface.co/XLabs-AI/flux-RealismLora/resolve/main/lora.safetensors",
            "scale": 1
        }
    ]
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

result = response.json()
url = result["images"][0]["url"]
download = requests.get(url)
download.raise_for_status()
with open("output.png", "wb") as f:
    f.write(download.content)
