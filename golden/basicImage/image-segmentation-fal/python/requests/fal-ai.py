import base64
import os
import time
from urllib.parse import urlparse

import requests

API_URL = "https://router.huggingface.co/fal-ai/fal-ai/birefnet/v2?_subdomain=queue"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

with open("cats.jpg", "rb") as f:
    image = "data:image/jpeg;base64," + base64.b64encode(f.read()).decode("ascii")

payload = {
    "image_url": image,
    "sync_mode": True
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
url = result["image"]["url"]
if url.startswith("data:"):
    # The file itself, in the answer: decode it rather than download it.
    content = base64.b64decode(url.split(",", 1)[1])
else:
    download = requests.get(url)
    download.raise_for_status()
    content = download.content
with open("output.png", "wb") as f:
    f.write(content)
