import base64
import os
import time
from urllib.parse import urlparse

import requests

API_URL = "https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-kontext-dev-lora/predictions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
    "Prefer": "wait",
}

with open("cats.jpg", "rb") as f:
    image = "data:image/jpeg;base64," + base64.b64encode(f.read()).decode("ascii")

payload = {
    "input": {
        "prompt": "Turn the cats into tigers.",
        "image": image,
        "images": [
            image
        ],
        "input_image": image,
        "input_images": [
            image
        ],
        "lora_weights": "https://huggingface.co/Kontext-Style/Ghibli_lora"
    }
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

# The answer is a job that may still be running: poll it until it is done.
authorization = {"Authorization": headers["Authorization"]}
job = response.json()
poll_url = "https://router.huggingface.co/replicate" + urlparse(job["urls"]["get"]).path
while job["status"] != "succeeded":
    if job["status"] in ["failed", "canceled"]:
        raise RuntimeError(f"The job ended without a result: {job}")
    time.sleep(1)
    poll = requests.get(poll_url, headers=authorization)
    poll.raise_for_status()
    job = poll.json()

result = job
url = result["output"]
if isinstance(url, list):
    url = url[0]
download = requests.get(url)
download.raise_for_status()
with open("output.png", "wb") as f:
    f.write(download.content)
