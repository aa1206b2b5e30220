import os
import time
from urllib.parse import urlparse

import requests

API_URL = "https://router.huggingface.co/fal-ai/fal-ai/wan-t2v-lora?_subdomain=queue"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "prompt": "A paper boat drifting down a rainy street at dusk.",
    "loras": [
        {
            "path": "https://huggingface.co/benjamin-paine/steamboat-willie-14b/resolve/main/steamboat-willie-14b.safetensors",
            "scale": 1
        }
    ]
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
