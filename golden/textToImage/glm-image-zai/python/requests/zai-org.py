import os
import time

import requests

API_URL = "https://router.huggingface.co/zai-org/api/paas/v4/async/images/generations"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
    "Accept-Language": "en-US,en",
    "X-Source-Channel": "hugging_face",
}

payload = {
    "num_inference_steps": 5,
    "model": "glm-image",
    "prompt": "A lighthouse on a rocky coast at sunrise, oil painting"
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

# The answer names a job: poll it by its id until it is done.
authorization = {"Authorization": headers["Authorization"]}
poll_url = "https://router.huggingface.co/zai-org/api/paas/v4/async-result/" + str(response.json()["id"])
while True:
    time.sleep(1)
    poll = requests.get(poll_url, headers=authorization)
    poll.raise_for_status()
    job = poll.json()
    if job["task_status"] == "SUCCESS":
        break
    if job["task_status"] in ["FAIL"]:
        raise RuntimeError(f"The job ended without a result: {job}")

result = job
url = result["image_result"][0]["url"]
download = requests.get(url)
download.raise_for_status()
with open("output.png", "wb") as f:
    f.write(download.content)
