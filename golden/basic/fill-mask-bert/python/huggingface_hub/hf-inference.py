import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.fill_mask(
    "Paris is the [MASK] of France.",
    model="google-bert/bert-base-uncased",
)
print(result)
