# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("object-detection", model="facebook/detr-resnet-50")
print(pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/cats.png"))
