import os

import requests

API_URL = "https://router.huggingface.co/v1/chat/completions"
headers = {
    "Authorization": f"Bearer {os.environ['HF_TOKEN']}",
    "Content-Type": "application/json",
}

payload = {
    "model": "meta-llama/Llama-3.1-8B-Instruct:hf-inference",
    "messages": [
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ],
    "response_format": {
        "type": "json_schema",
        "json_schema": {
            "name": "capital",
            "schema": {
                "title": "capital",
                "type": "object",
                "properties": {
                    "city": {
                        "type": "string"
                    },
                    "country": {
                        "type": "string"
                    }
                },
                "required": ["city", "country"],
                "additionalProperties": False
            },
            "strict": True
        }
    }
}

response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
result = response.json()
print(result["choices"][0]["message"])
