import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="together",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_generation(
    "The best way to learn a new language is",
    model="Qwen/Qwen2.5-7B",
)
print(result)
