import os

import requests

API_URL = "https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev/predictions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
    "Prefer": "wait",
}

payload = {
    "input": {
        "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
        "num_inference_steps": 5
    }
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

result = response.json()
url = result["output"]
if isinstance(url, list):
    url = url[0]
download = requests.get(url)
download.raise_for_status()
with open("output.png", "wb") as f:
    f.write(download.content)
