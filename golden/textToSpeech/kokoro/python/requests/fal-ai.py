import os

import requests

API_URL = "https://router.huggingface.co/fal-ai/fal-ai/kokoro/american-english"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "text": "Welcome aboard. The train to the coast leaves from platform four."
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

result = response.json()
url = result["audio"]["url"]
download = requests.get(url)
download.raise_for_status()
with open("output.flac", "wb") as f:
    f.write(download.content)
