import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="together",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_to_video(
    "A paper boat drifting down a rainy street at dusk.",
    model="Wan-AI/Wan2.2-T2V-A14B",
)
with open("output.mp4", "wb") as f:
    f.write(result)
