import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="fal-ai",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_to_video(
    "A paper boat drifting down a rainy street at dusk.",
    model="benjamin-paine/steamboat-willie-14b",
)
with open("output.mp4", "wb") as f:
    f.write(result)
