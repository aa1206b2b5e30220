import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.object_detection(
    "cats.jpg",
    model="facebook/detr-resnet-50",
)
print(result)
