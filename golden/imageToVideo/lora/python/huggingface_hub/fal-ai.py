import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="fal-ai",
    api_key=os.environ["HF_TOKEN"],
)

result = client.image_to_video(
    "cats.jpg",
    prompt="The cats slowly turn their heads towards the camera.",
    model="Remade-AI/Squish",
)
with open("output.mp4", "wb") as f:
    f.write(result)
