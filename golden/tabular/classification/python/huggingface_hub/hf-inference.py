import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.tabular_classification(
    {
        "alcohol": ["9.4", "9.8", "12.6"],
        "fixed_acidity": ["7.4", "7.8", "10.3"],
        "volatile_acidity": ["0.70", "0.88", "0.32"]
    },
    model="julien-c/wine-quality",
)
print(result)
