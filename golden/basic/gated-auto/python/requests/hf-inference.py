# Gated model: accept its conditions at https://huggingface.co/acme/gated-sentiment (access is immediate), then use a token (HF_TOKEN) of that account.
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/gated-sentiment"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "inputs": "The delivery was quick and the headphones sound wonderful."
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result)
