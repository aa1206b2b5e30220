# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("zero-shot-classification", model="typeform/bert-base-uncased-mnli")
print(pipe("The blender I ordered stopped working after two days and I would like my money back.", candidate_labels=["refund", "legal", "faq"]))
