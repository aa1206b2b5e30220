import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="wavespeed",
    api_key=os.environ["HF_TOKEN"],
)

result = client.image_to_image(
    "cats.jpg",
    prompt="Turn the cats into tigers.",
    model="black-forest-labs/FLUX.2-klein-9B",
)
result.save("output.png")
