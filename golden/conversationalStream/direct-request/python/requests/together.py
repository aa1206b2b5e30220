import json
import os

import requests

API_URL = "https://api.together.xyz/v1/chat/completions"
headers = {
    "Authorization": f"Bearer {os.environ['TOGETHER_API_KEY']}",
    "Content-Type": "application/json",
}

payload = {
    "model": "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
    "messages": [
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ],
    "stream": True
}

response = requests.post(API_URL, headers=headers, json=payload, stream=True)
response.raise_for_status()

for line in response.iter_lines():
    if not line.startswith(b"data:"):
        continue
    data = line[len(b"data:"):].strip()
    if data == b"[DONE]":
        break
    chunk = json.loads(data)
    if chunk["choices"]:
        print(chunk["choices"][0]["delta"].get("content") or "", end="", flush=True)
print()
