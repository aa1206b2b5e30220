import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="together",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_to_speech(
    "Welcome aboard. The train to the coast leaves from platform four.",
    extra_body={"voice": "af_alloy"},
    model="hexgrad/Kokoro-82M",
)
with open("output.wav", "wb") as f:
    f.write(result)
