# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("zero-shot-object-detection", model="google/owlvit-base-patch32")
print(pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/cats.png", candidate_labels=["cat", "remote control"]))
