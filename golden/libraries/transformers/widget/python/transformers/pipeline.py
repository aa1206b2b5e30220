# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("fill-mask", model="acme/widget-fill-mask")
print(pipe("The cat sleeps on the [MASK] windowsill."))
