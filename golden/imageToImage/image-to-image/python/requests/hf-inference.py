import base64
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/black-forest-labs/FLUX.1-Kontext-dev"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

with open("cats.jpg", "rb") as f:
    image = base64.b64encode(f.read()).decode("ascii")

payload = {
    "inputs": image,
    "parameters": {
        "prompt": "Turn the cats into tigers."
    }
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

with open("output.png", "wb") as f:
    f.write(response.content)
