import base64
import os
import time
from urllib.parse import urlparse

import requests

API_URL = "https://router.huggingface.co/fal-ai/fal-ai/wan-i2v-lora?_subdomain=queue"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

with open("cats.jpg", "rb") as f:
    image = "data:image/jpeg;base64," + base64.b64encode(f.read()).decode("ascii")

payload = {
    "prompt": "The cats slowly turn their heads towards the camera.",
    "loras": [
        {
            "path": "https://huggingface.co/Remade-AI/Squish/resolve/main/squish_18.safetensors",
            "scale": 1
        }
    ],
    "image_url": image
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

# The provider answers with a job: poll its status until it completes, then fetch the result.
job_url = "https://router.huggingface.co/fal-ai" + urlparse(response.json()["response_url"]).path
authorization = {"Authorization": headers["Authorization"]}
while True:
    status = requests.get(job_url + "/status" + "?_subdomain=queue", headers=authorization)
    status.raise_for_status()
    if status.json()["status"] == "COMPLETED":
        break
    time.sleep(1)
response = requests.get(job_url + "?_subdomain=queue", headers=authorization)
response.raise_for_status()
result = response.json()
url = result["video"]["url"]
download = requests.get(url)
download.raise_for_status()
with open("output.mp4", "wb") as f:
    f.write(download.content)
