import os
import time
from urllib.parse import urlparse

import requests

API_URL = "https://router.huggingface.co/replicate/v1/models/wavespeedai/wan-2.1-t2v-480p/predictions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
    "Prefer": "wait",
}

payload = {
    "input": {
        "prompt": "A paper boat drifting down a rainy street at dusk."
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
download = requests.get(url)
download.raise_for_status()
with open("output.mp4", "wb") as f:
    f.write(download.content)
