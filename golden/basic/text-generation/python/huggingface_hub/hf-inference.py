import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_generation(
    "The best way to learn a new language is",
    model="openai-community/gpt2",
)
print(result)
