# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("table-question-answering", model="google/tapas-base-finetuned-wtq")
