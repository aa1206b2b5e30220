# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("any-to-any", model="Qwen/Qwen2.5-Omni-3B")
print(pipe(text="Write one sentence about the sea."))
