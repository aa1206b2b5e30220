import os
import time

import requests

API_URL = "https://router.huggingface.co/novita/v3/async/wan-t2v"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "prompt": "A paper boat drifting down a rainy street at dusk."
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

# The answer names a job: poll it by its id until it is done.
authorization = {"Authorization": headers["Authorization"]}
poll_url = "https://router.huggingface.co/novita/v3/async/task-result?task_id=" + str(response.json()["task_id"])
while True:
    time.sleep(1)
    poll = requests.get(poll_url, headers=authorization)
    poll.raise_for_status()
    job = poll.json()
    if job["task"]["status"] == "TASK_STATUS_SUCCEED":
        break
    if job["task"]["status"] in ["TASK_STATUS_FAILED"]:
        raise RuntimeError(f"The job ended without a result: {job}")

result = job
url = result["videos"][0]["video_url"]
download = requests.get(url)
download.raise_for_status()
with open("output.mp4", "wb") as f:
    f.write(download.content)
