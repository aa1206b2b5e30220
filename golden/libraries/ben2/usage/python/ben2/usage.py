import torch
from ben2 import AutoModel
from PIL import Image

device = "cuda" if torch.cuda.is_available() else "cpu"
model = AutoModel.from_pretrained("PramaLLC/BEN2").to(device).eval()

image = Image.open("image.jpg")
foreground = model.inference(image)  # the image with its background removed
foreground.save("foreground.png")
