import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/hostile-model"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "inputs": "Paris is the '\"\"\"`$(rm -rf ~)`${process.exit(1)}#{x}\\\n\t\x00<mask>\u2028end of France."
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result)
