import base64
import os

import requests

API_URL = "https://router.huggingface.co/fal-ai/fal-ai/whisper"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

with open("sample1.wav", "rb") as f:
    audio = "data:audio/x-wav;base64," + base64.b64encode(f.read()).decode("ascii")

payload = {
    "audio_url": audio
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result["text"])
