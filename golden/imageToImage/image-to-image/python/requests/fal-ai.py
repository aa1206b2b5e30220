import base64
import os

import requests

API_URL = "https://router.huggingface.co/fal-ai/black-forest-labs/FLUX.1-Kontext-dev"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

with open("cats.jpg", "rb") as f:
    image = "data:image/jpeg;base64," + base64.b64encode(f.read()).decode("ascii")

payload = {
    "image_url": image,
    "prompt": "Turn the cats into tigers."
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

result = response.json()
url = result["images"][0]["url"]
download = requests.get(url)
download.raise_for_status()
with open("output.png", "wb") as f:
    f.write(download.content)
