# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("table-question-answering", model="google/tapas-base-finetuned-wtq")
print(pipe(query="Which city has the largest population?", table={
    "City": ["Lagos", "Lima", "Oslo"],
    "Population": ["15388000", "10719000", "709000"]
}))
