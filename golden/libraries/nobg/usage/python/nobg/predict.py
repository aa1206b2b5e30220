# The short way: predict() returns the image with its background removed
from nobg import AutoModel, AutoProcessor

model = AutoModel.from_pretrained("feyninc/nobg-base").eval()
processor = AutoProcessor.from_pretrained("feyninc/nobg-base")

cutout = model.predict(processor, "image.jpg")
