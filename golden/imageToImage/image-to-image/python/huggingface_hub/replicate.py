import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="replicate",
    api_key=os.environ["HF_TOKEN"],
)

result = client.image_to_image(
    "cats.jpg",
    prompt="Turn the cats into tigers.",
    model="black-forest-labs/FLUX.1-Kontext-dev",
)
result.save("output.png")
