import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/google-bert/bert-base-uncased"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "inputs": "Paris is the [MASK] of France."
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result)
