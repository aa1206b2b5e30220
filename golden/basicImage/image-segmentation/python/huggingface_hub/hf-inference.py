import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.image_segmentation(
    "cats.jpg",
    model="nvidia/segformer-b0-finetuned-ade-512-512",
)
print(result)
