import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.table_question_answering(
    table={
        "City": ["Lagos", "Lima", "Oslo"],
        "Population": ["15388000", "10719000", "709000"]
    },
    query="Which city has the largest population?",
    model="google/tapas-base-finetuned-wtq",
)
print(result)
