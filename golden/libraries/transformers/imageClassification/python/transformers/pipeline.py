# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("image-classification", model="google/vit-base-patch16-224")
print(pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/cats.png"))
