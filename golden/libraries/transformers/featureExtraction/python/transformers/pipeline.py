# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("feature-extraction", model="google-bert/bert-base-uncased")
print(pipe("The quick brown fox jumps over the lazy dog."))
