import os

import requests

API_URL = "https://router.huggingface.co/deepinfra/v1/openai/audio/speech"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "model": "hexgrad/Kokoro-82M",
    "input": "Welcome aboard. The train to the coast leaves from platform four."
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()

with open("output.wav", "wb") as f:
    f.write(response.content)
