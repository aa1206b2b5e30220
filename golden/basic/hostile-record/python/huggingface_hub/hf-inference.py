import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.fill_mask(
    "Paris is the '\"\"\"`$(rm -rf ~)`${process.exit(1)}#{x}\\\n\t\x00<mask>\u2028end of France.",
    model="acme/hostile-model",
)
print(result)
