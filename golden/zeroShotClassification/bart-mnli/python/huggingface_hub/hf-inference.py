import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.zero_shot_classification(
    "The blender I ordered stopped working after two days and I would like my money back.",
    candidate_labels=["refund", "legal", "faq"],
    model="facebook/bart-large-mnli",
)
print(result)
