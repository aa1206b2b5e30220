import cv2
import torch
from depth_anything_v2.dpt import DepthAnythingV2
from huggingface_hub import hf_hub_download

model = DepthAnythingV2(encoder="vitl", features=256, out_channels=[256, 512, 1024, 1024])
checkpoint = hf_hub_download(repo_id="depth-anything/Depth-Anything-V2-Large", filename="depth_anything_v2_vitl.pth")
model.load_state_dict(torch.load(checkpoint, map_location="cpu"))
model.eval()

image = cv2.imread(hf_hub_download("huggingface/documentation-images", "cats.png", repo_type="dataset"))  # a sample photo from the hub, BGR
depth = model.infer_image(image)  # an H x W depth map as a NumPy array
