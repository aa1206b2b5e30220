import torch
from diffusers import DiffusionPipeline

pipe = DiffusionPipeline.from_pretrained("stabilityai/stable-diffusion-xl-base-1.0", torch_dtype=torch.bfloat16).to("cuda")

prompt = "A lighthouse on a rocky cliff at sunset, dramatic clouds, highly detailed"
image = pipe(prompt).images[0]
image.save("output.png")
