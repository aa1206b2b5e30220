import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="auto",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_classification(
    "The delivery was quick and the headphones sound wonderful.",
    model="distilbert/distilbert-base-uncased-finetuned-sst-2-english",
)
print(result)
