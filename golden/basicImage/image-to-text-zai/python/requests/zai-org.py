import base64
import os

import requests

API_URL = "https://router.huggingface.co/zai-org/api/paas/v4/layout_parsing"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
    "Accept-Language": "en-US,en",
    "X-Source-Channel": "hugging_face",
}

with open("cats.jpg", "rb") as f:
    image = "data:image/jpeg;base64," + base64.b64encode(f.read()).decode("ascii")

payload = {
    "model": "glm-ocr",
    "file": image
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result["md_results"])
