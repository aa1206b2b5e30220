import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/sentence-transformers/all-MiniLM-L6-v2/pipeline/sentence-similarity"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "inputs": {
        "sentences": [
            "A puppy is playing in the garden.",
            "The stock market fell sharply today.",
            "A cat is asleep on the sofa."
        ],
        "source_sentence": "A dog runs across the park."
    }
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result)
