# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("image-feature-extraction", model="google/vit-base-patch16-224-in21k")
print(pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/cats.png"))
