import os

import requests

API_URL = "https://router.huggingface.co/v1/chat/completions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "model": "meta-llama/Llama-3.1-8B-Instruct:together",
    "messages": [
        {
            "role": "system",
            "content": "You are a terse assistant."
        },
        {
            "role": "user",
            "content": "Name three primary colours."
        }
    ]
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result["choices"][0]["message"])
