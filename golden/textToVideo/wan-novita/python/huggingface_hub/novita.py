import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="novita",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_to_video(
    "A paper boat drifting down a rainy street at dusk.",
    model="Wan-AI/Wan2.1-T2V-14B",
)
with open("output.mp4", "wb") as f:
    f.write(result)
