import base64
import os

import requests

API_URL = "https://router.huggingface.co/together/v1/images/generations"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

with open("cats.jpg", "rb") as f:
    image = "data:image/jpeg;base64," + base64.b64encode(f.read()).decode("ascii")

payload = {
    "model": "black-forest-labs/FLUX.1-kontext-dev",
    "prompt": "Turn the cats into tigers.",
    "image_url": image,
    "response_format": "base64"
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

result = response.json()
with open("output.jpg", "wb") as f:
    f.write(base64.b64decode(result["data"][0]["b64_json"]))
