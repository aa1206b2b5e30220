# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("fill-mask", model="acme/bad-classes")
print(pipe("Paris is the [MASK] of France."))
