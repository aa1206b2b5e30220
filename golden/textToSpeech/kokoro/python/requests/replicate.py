import os

import requests

API_URL = "https://router.huggingface.co/replicate/v1/models/jaaari/kokoro-82m/predictions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
    "Prefer": "wait",
}

payload = {
    "input": {
        "text": "Welcome aboard. The train to the coast leaves from platform four."
    }
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

result = response.json()
url = result["output"]
download = requests.get(url)
download.raise_for_status()
with open("output.flac", "wb") as f:
    f.write(download.content)
