import base64
import os

import requests

API_URL = "https://router.huggingface.co/fal-ai/Wan-AI/Wan2.1-I2V-14B-720P"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

with open("cats.jpg", "rb") as f:
    image = "data:image/jpeg;base64," + base64.b64encode(f.read()).decode("ascii")

payload = {
    "image_url": image,
    "prompt": "The cats slowly turn their heads towards the camera."
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

result = response.json()
url = result["video"]["url"]
download = requests.get(url)
download.raise_for_status()
with open("output.mp4", "wb") as f:
    f.write(download.content)
