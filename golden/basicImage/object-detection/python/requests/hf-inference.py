import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/facebook/detr-resnet-50"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "image/jpeg",
}

with open("cats.jpg", "rb") as f:
    data = f.read()

response = requests.post(API_URL, headers=headers, data=data)
response.raise_for_status()
result = response.json()
print(result)
