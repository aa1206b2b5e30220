import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    api_key=os.environ["HF_TOKEN"],
)

completion = client.chat.completions.create(
    model="meta-llama/Llama-3.1-8B-Instruct:hf-inference",
    messages=[
        {
            "role": "system",
            "content": "Answer in one word."
        },
        {
            "role": "user",
            "content": "Which planet is known as the red planet?"
        }
    ],
)

print(completion.choices[0].message)
