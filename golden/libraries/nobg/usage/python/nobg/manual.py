# Step by step: run the model, turn its output into an alpha matte, cut the image out
import torch
from huggingface_hub import hf_hub_download
from loadimg import load_img
from nobg import AutoModel, AutoProcessor

model = AutoModel.from_pretrained("feyninc/nobg-base").eval()
processor = AutoProcessor.from_pretrained("feyninc/nobg-base")

image = load_img(hf_hub_download("huggingface/documentation-images", "cats.png", repo_type="dataset")).convert("RGB")  # a sample photo from the hub
inputs = processor(image, return_tensors="pt")
with torch.no_grad():
    outputs = model(pixel_values=inputs["pixel_values"])

alpha = processor.post_process_alpha_matting(outputs, target_sizes=[(image.height, image.width)])[0]
processor.cutout(image, alpha).save("cutout.png")
