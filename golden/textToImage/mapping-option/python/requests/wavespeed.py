import os
import time
from urllib.parse import urlparse

import requests

API_URL = "https://router.huggingface.co/wavespeed/api/v3/wavespeed-ai/flux-dev-lora"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "num_inference_steps": 5,
    "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
    "loras": [
        {
            "path": "XLabs-AI/flux-RealismLora",
            "scale": 1
        }
    ]
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

# The answer is a job that may still be running: poll it until it is done.
authorization = {"Authorization": headers["Authorization"]}
job = response.json()
poll_url = "https://router.huggingface.co/wavespeed" + urlparse(job["data"]["urls"]["get"]).path
while job["data"]["status"] != "completed":
    if job["data"]["status"] in ["failed"]:
        raise RuntimeError(f"The job ended without a result: {job}")
    time.sleep(1)
    poll = requests.get(poll_url, headers=authorization)
    poll.raise_for_status()
    job = poll.json()

result = job
url = result["data"]["outputs"][0]
download = requests.get(url)
download.raise_for_status()
with open("output.png", "wb") as f:
    f.write(download.content)
