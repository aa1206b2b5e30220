import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english"
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
