import base64
import os
import time

import requests

API_URL = "https://router.huggingface.co/novita/v3/minimax/v2/video_generation"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

with open("cats.jpg", "rb") as f:
    image = "data:image/jpeg;base64," + base64.b64encode(f.read()).decode("ascii")

payload = {
    "model": "MiniMax-H3",
    "content": [
        {
            "type": "text",
            "text": "The cats slowly turn their heads towards the camera."
        },
        {
            "type": "image_url",
            "image_url": {
                "url": image
            },
            "role": "first_frame"
        }
    ],
    "resolution": "768P",
    "duration": 4,
    "ratio": "adaptive"
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

# The answer names a job: poll it by its id until it is done.
authorization = {"Authorization": headers["Authorization"]}
poll_url = "https://router.huggingface.co/novita/v3/minimax/v2/query/video_generation/" + str(response.json()["task_id"])
while True:
    time.sleep(1)
    poll = requests.get(poll_url, headers=authorization)
    poll.raise_for_status()
    job = poll.json()
    if job["task"]["status"] == "succeeded":
        break
    if job["task"]["status"] in ["failed", "cancelled"]:
        raise RuntimeError(f"The job ended without a result: {job}")

result = job
url = result["task"]["content"]["url"]
download = requests.get(url)
download.raise_for_status()
with open("output.mp4", "wb") as f:
    f.write(download.content)
