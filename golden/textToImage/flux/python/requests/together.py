import base64
import os

import requests

API_URL = "https://router.huggingface.co/together/v1/images/generations"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "model": "black-forest-labs/FLUX.1-dev",
    "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
    "steps": 5,
    "response_format": "base64"
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

result = response.json()
with open("output.jpg", "wb") as f:
    f.write(base64.b64decode(result["data"][0]["b64_json"]))
