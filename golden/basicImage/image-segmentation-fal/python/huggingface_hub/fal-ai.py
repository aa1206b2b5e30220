import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="fal-ai",
    api_key=os.environ["HF_TOKEN"],
)

result = client.image_segmentation(
    "cats.jpg",
    model="ZhengPeng7/BiRefNet",
)
print(result)
