import os
import time
from urllib.parse import urlparse

import requests

API_URL = "https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev-lora/predictions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
    "Prefer": "wait",
}

payload = {
    "input": {
        "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
        "num_inference_steps": 5,
        "lora_weights": "https://huggingface.co/XLabs-AI/flux-RealismLora"
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
