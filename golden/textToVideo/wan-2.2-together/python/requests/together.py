import os
import time

import requests

API_URL = "https://router.huggingface.co/together/v2/videos"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "model": "Wan-AI/Wan2.2-T2V-A14B",
    "prompt": "A paper boat drifting down a rainy street at dusk."
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

# The answer names a job: poll it by its id until it is done.
authorization = {"Authorization": headers["Authorization"]}
poll_url = "https://router.huggingface.co/together/v2/videos/" + str(response.json()["id"])
while True:
    time.sleep(1)
    poll = requests.get(poll_url, headers=authorization)
    poll.raise_for_status()
    job = poll.json()
    if job["status"] == "completed":
        break
    if job["status"] in ["failed", "cancelled"]:
        raise RuntimeError(f"The job ended without a result: {job}")

result = job
url = result["outputs"]["video_url"]
download = requests.get(url)
download.raise_for_status()
with open("output.mp4", "wb") as f:
    f.write(download.content)
