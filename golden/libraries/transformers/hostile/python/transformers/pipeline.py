# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("text-generation", model="acme/hostile-transformers")
messages = [
    {
        "role": "user",
        "content": "What is the capital of France?"
    }
]
print(pipe(messages))
