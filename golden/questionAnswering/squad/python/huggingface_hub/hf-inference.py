import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.question_answering(
    question="What is the capital of France?",
    context="Paris is the capital and most populous city of France.",
    model="deepset/roberta-base-squad2",
)
print(result)
