from dam import DescribeAnythingModel, disable_torch_init
from PIL import Image

disable_torch_init()
dam = DescribeAnythingModel(model_path="nvidia/DAM-3B", conv_mode="v1", prompt_mode="full+focal_crop").to("cuda")

# Your own image, and your mask of the region to describe in it (white where the region is)
image = Image.open("image.jpg").convert("RGB")
mask = Image.open("mask.png").convert("L")

query = "<image>\nDescribe the masked region in detail."
for token in dam.get_description([image], [mask], query, streaming=True, temperature=0.2, top_p=0.5, num_beams=1, max_new_tokens=512):
    print(token, end="", flush=True)
