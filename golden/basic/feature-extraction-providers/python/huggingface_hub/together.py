import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="together",
    api_key=os.environ["HF_TOKEN"],
)

result = client.feature_extraction(
    "The quick brown fox jumps over the lazy dog.",
    model="BAAI/bge-large-en-v1.5",
)
print(result)
