import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.translation(
    "Le marché ouvre tous les samedis matin sur la place du village.",
    model="Helsinki-NLP/opus-mt-fr-en",
)
print(result)
