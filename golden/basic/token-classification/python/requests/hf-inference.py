import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/dslim/bert-base-NER"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "inputs": "Ada Lovelace worked with Charles Babbage in London."
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result)
