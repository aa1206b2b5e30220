import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/scikit-learn/Fish-Weight"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "inputs": {
        "data": {
            "bathrooms": ["1", "2", "3"],
            "bedrooms": ["2", "3", "4"],
            "surface_m2": ["54", "88", "132"]
        }
    }
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result)
