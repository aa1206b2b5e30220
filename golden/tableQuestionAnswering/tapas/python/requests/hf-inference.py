import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/google/tapas-base-finetuned-wtq"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "inputs": {
        "query": "Which city has the largest population?",
        "table": {
            "City": ["Lagos", "Lima", "Oslo"],
            "Population": ["15388000", "10719000", "709000"]
        }
    }
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result)
