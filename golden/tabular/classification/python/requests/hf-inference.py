import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/julien-c/wine-quality"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "inputs": {
        "data": {
            "alcohol": ["9.4", "9.8", "12.6"],
            "fixed_acidity": ["7.4", "7.8", "10.3"],
            "volatile_acidity": ["0.70", "0.88", "0.32"]
        }
    }
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result)
