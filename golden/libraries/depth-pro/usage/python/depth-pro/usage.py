import depth_pro
from huggingface_hub import hf_hub_download

# Reads the weights from checkpoints/depth_pro.pt
model, transform = depth_pro.create_model_and_transforms()
model.eval()

# A sample photo from the hub; any image file will do
image, _, f_px = depth_pro.load_rgb(hf_hub_download("huggingface/documentation-images", "cats.png", repo_type="dataset"))
prediction = model.infer(transform(image), f_px=f_px)
depth = prediction["depth"]  # metric depth in metres
focal_length_px = prediction["focallength_px"]
