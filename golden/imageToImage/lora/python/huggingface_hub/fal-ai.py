import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="fal-ai",
    api_key=os.environ["HF_TOKEN"],
)

result = client.image_to_image(
    "cats.jpg",
    prompt="Turn the cats into tigers.",
    model="Kontext-Style/Ghibli_lora",
)
result.save("output.png")
