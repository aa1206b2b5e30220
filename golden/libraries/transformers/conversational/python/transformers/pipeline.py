# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("text-generation", model="meta-llama/Llama-3.2-1B-Instruct")
messages = [
    {
        "role": "user",
        "content": "What is the capital of France?"
    }
]
print(pipe(messages))
