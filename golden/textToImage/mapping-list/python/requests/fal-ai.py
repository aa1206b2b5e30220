import os
import time
from urllib.parse import urlparse

import requests

API_URL = "https://router.huggingface.co/fal-ai/fal-ai/flux/dev?_subdomain=queue"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
    "num_inference_steps": 5
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
url = result["images"][0]["url"]
download = requests.get(url)
download.raise_for_status()
with open("output.png", "wb") as f:
    f.write(download.content)
