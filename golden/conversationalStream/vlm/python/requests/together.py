import json
import os

import requests

API_URL = "https://router.huggingface.co/v1/chat/completions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "model": "Qwen/Qwen2.5-VL-7B-Instruct:together",
    "messages": [
        {
            "role": "user",
            "content": [
                {
                    "type": "text",
                    "text": "Describe this image in one sentence."
                },
                {
                    "type": "image_url",
                    "image_url": {
                        "url": "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/coco_sample.png"
                    }
                }
            ]
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
