import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.audio_classification(
    "sample1.flac",
    model="MIT/ast-finetuned-audioset-10-10-0.4593",
)
print(result)
