import os

import requests

API_URL = "https://api.fireworks.ai/inference/v1/chat/completions"
headers = {
    "Authorization": f"Bearer {os.environ['FIREWORKS_AI_API_KEY']}",
    "Content-Type": "application/json",
}

payload = {
    "model": "accounts/fireworks/models/llama-v3p1-8b-instruct",
    "messages": [
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ]
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result["choices"][0]["message"])
