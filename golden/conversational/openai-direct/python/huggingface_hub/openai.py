import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="openai",
    api_key=os.environ["OPENAI_API_KEY"],
)

completion = client.chat.completions.create(
    model="gpt-oss-120b",
    messages=[
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ],
)

print(completion.choices[0].message)
