import os

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

result = response.json()
url = result["output"]
download = requests.get(url)
download.raise_for_status()
with open("output.mp4", "wb") as f:
    f.write(download.content)
