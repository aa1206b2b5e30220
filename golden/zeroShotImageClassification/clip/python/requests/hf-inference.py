import base64
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/openai/clip-vit-large-patch14"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

with open("cats.jpg", "rb") as f:
    image = base64.b64encode(f.read()).decode("ascii")

payload = {
    "inputs": {
        "image": image
    },
    "parameters": {
        "candidate_labels": ["cat", "dog", "llama"]
    }
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result)
