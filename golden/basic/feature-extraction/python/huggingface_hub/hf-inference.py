import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.feature_extraction(
    "The quick brown fox jumps over the lazy dog.",
    model="intfloat/multilingual-e5-large",
)
print(result)
