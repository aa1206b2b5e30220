import torch
from diffusers import AutoPipelineForText2Image, ControlNetModel
from diffusers.utils import load_image

controlnet = ControlNetModel.from_pretrained("diffusers/controlnet-canny-sdxl-1.0", torch_dtype=torch.float16)
pipe = AutoPipelineForText2Image.from_pretrained(
    "stabilityai/stable-diffusion-xl-base-1.0", controlnet=controlnet, torch_dtype=torch.float16
).to("cuda")

# The conditioning image: edges, depth, pose... whatever this ControlNet was trained on.
control_image = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/input_image_vermeer.png")
prompt = "A lighthouse on a rocky cliff at sunset, dramatic clouds, highly detailed"
image = pipe(prompt, image=control_image).images[0]
image.save("output.png")
