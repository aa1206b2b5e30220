import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.audio_to_audio(
    "sample1.flac",
    model="speechbrain/sepformer-wham",
)
print(result)
