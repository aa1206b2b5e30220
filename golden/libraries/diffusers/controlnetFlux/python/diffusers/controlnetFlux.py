import torch
from diffusers import FluxControlNetModel, FluxControlNetPipeline
from diffusers.utils import load_image

controlnet = FluxControlNetModel.from_pretrained("InstantX/FLUX.1-dev-Controlnet-Canny", torch_dtype=torch.bfloat16)
pipe = FluxControlNetPipeline.from_pretrained(
    "black-forest-labs/FLUX.1-dev", controlnet=controlnet, torch_dtype=torch.bfloat16
).to("cuda")

# The conditioning image: edges, depth, pose... whatever this ControlNet was trained on.
control_image = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/input_image_vermeer.png")
prompt = "A lighthouse on a rocky cliff at sunset, dramatic clouds, highly detailed"
image = pipe(prompt, control_image=control_image, controlnet_conditioning_scale=0.6).images[0]
image.save("output.png")
