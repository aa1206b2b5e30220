import torch
from ben2 import AutoModel
from huggingface_hub import hf_hub_download
from PIL import Image

device = "cuda" if torch.cuda.is_available() else "cpu"
model = AutoModel.from_pretrained("PramaLLC/BEN2").to(device).eval()

image = Image.open(hf_hub_download("huggingface/documentation-images", "cats.png", repo_type="dataset"))  # a sample photo from the hub
foreground = model.inference(image)  # the image with its background removed
foreground.save("foreground.png")
