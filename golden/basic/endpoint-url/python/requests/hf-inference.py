import os

import requests

API_URL = "https://my-endpoint.us-east-1.aws.endpoints.huggingface.cloud"
headers = {
    "Authorization": f"Bearer {os.environ['API_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "inputs": "The delivery was quick and the headphones sound wonderful."
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result)
