import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.tabular_regression(
    {
        "bathrooms": ["1", "2", "3"],
        "bedrooms": ["2", "3", "4"],
        "surface_m2": ["54", "88", "132"]
    },
    model="scikit-learn/Fish-Weight",
)
print(result)
