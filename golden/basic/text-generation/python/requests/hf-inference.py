import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/openai-community/gpt2"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "inputs": "The best way to learn a new language is"
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result)
