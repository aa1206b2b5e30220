# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("zero-shot-image-classification", model="openai/clip-vit-base-patch32")
print(pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/cats.png", candidate_labels=["cat", "dog", "llama"]))
