import torch
from huggingface_hub import hf_hub_download
from PIL import Image
from sam2.sam2_image_predictor import SAM2ImagePredictor

predictor = SAM2ImagePredictor.from_pretrained("facebook/sam2-hiera-large")

image = Image.open(hf_hub_download("huggingface/documentation-images", "cats.png", repo_type="dataset")).convert("RGB")  # a sample photo from the hub
with torch.inference_mode():
    predictor.set_image(image)
    # One foreground click at (x, y) = (500, 375)
    masks, scores, _ = predictor.predict(point_coords=[[500, 375]], point_labels=[1])
