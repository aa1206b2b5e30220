# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("depth-estimation", model="Intel/dpt-large")
print(pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/cats.png"))
