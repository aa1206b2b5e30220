import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/facebook/musicgen-small"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "inputs": "A calm piano melody with soft rain in the background."
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

with open("output.flac", "wb") as f:
    f.write(response.content)
