import base64
import os

import requests

API_URL = "https://router.huggingface.co/deepinfra/v1/openai/images/generations"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "model": "black-forest-labs/FLUX-1-dev",
    "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
    "num_inference_steps": 5,
    "response_format": "b64_json"
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

result = response.json()
with open("output.png", "wb") as f:
    f.write(base64.b64decode(result["data"][0]["b64_json"]))
