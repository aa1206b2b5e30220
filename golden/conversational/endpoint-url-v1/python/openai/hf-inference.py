import os

from openai import OpenAI

client = OpenAI(
    base_url="https://my-endpoint.us-east-1.aws.endpoints.huggingface.cloud/v1",
    api_key=os.environ["API_TOKEN"],
)

completion = client.chat.completions.create(
    model="meta-llama/Llama-3.1-8B-Instruct",
    messages=[
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ],
)

print(completion.choices[0].message)
