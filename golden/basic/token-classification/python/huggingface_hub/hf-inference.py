import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.token_classification(
    "Ada Lovelace worked with Charles Babbage in London.",
    model="dslim/bert-base-NER",
)
print(result)
