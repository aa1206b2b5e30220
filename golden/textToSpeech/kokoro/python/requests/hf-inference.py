import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/hexgrad/Kokoro-82M"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "inputs": "Welcome aboard. The train to the coast leaves from platform four."
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

with open("output.flac", "wb") as f:
    f.write(response.content)
