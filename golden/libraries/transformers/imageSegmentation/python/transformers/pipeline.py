# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("image-segmentation", model="nvidia/segformer-b0-finetuned-ade-512-512")
print(pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/cats.png"))
