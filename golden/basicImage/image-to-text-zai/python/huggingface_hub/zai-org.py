import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="zai-org",
    api_key=os.environ["HF_TOKEN"],
)

result = client.image_to_text(
    "cats.jpg",
    model="zai-org/GLM-4.5V",
)
print(result)
