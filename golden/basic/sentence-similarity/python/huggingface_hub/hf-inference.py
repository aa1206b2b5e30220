import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

result = client.sentence_similarity(
    "A dog runs across the park.",
    other_sentences=[
        "A puppy is playing in the garden.",
        "The stock market fell sharply today.",
        "A cat is asleep on the sofa."
    ],
    model="sentence-transformers/all-MiniLM-L6-v2",
)
print(result)
