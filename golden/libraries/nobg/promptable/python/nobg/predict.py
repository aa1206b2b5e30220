# The short way: predict() returns the image with its background removed
from nobg import AutoModel, AutoProcessor

model = AutoModel.from_pretrained("feyninc/nobg-prompt").eval()
processor = AutoProcessor.from_pretrained("feyninc/nobg-prompt")

# this model also takes a text prompt naming what to keep
cutout = model.predict(processor, "image.jpg", "the dog")
