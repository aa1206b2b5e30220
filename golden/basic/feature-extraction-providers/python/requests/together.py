import os

import requests

API_URL = "https://router.huggingface.co/together/v1/embeddings"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "model": "BAAI/bge-large-en-v1.5",
    "input": "The quick brown fox jumps over the lazy dog."
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result["data"][0]["embedding"])
