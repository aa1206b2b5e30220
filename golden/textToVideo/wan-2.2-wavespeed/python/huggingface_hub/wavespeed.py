import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="wavespeed",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_to_video(
    "A paper boat drifting down a rainy street at dusk.",
    model="Wan-AI/Wan2.2-TI2V-5B",
)
with open("output.mp4", "wb") as f:
    f.write(result)
