import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/openai/whisper-large-v3"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "audio/flac",
}

with open("sample1.flac", "rb") as f:
    data = f.read()

response = requests.post(API_URL, headers=headers, data=data)
response.raise_for_status()
result = response.json()
print(result)
