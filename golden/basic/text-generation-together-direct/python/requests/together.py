import os

import requests

API_URL = "https://api.together.xyz/v1/completions"
headers = {
    "Authorization": f"Bearer {os.environ['TOGETHER_API_KEY']}",
    "Content-Type": "application/json",
}

payload = {
    "model": "Qwen/Qwen2.5-7B",
    "prompt": "The best way to learn a new language is"
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result["choices"][0]["text"])
