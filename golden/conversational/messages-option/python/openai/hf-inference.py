import os

from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/v1",
    api_key=os.environ["HF_TOKEN"],
)

completion = client.chat.completions.create(
    model="meta-llama/Llama-3.1-8B-Instruct:hf-inference",
    messages=[
        {
            "role": "system",
            "content": "You are a terse assistant."
        },
        {
            "role": "user",
            "content": "Name three primary colours."
        }
    ],
)

print(completion.choices[0].message)
