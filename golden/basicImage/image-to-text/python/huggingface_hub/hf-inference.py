import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.image_to_text(
    "cats.jpg",
    model="Salesforce/blip-image-captioning-large",
)
print(result)
