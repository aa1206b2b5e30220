import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="replicate",
    api_key=os.environ["HF_TOKEN"],
)

result = client.automatic_speech_recognition(
    "sample1.flac",
    model="openai/whisper-large-v3",
)
print(result)
