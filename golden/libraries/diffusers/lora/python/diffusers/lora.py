import torch
from diffusers import DiffusionPipeline

pipe = DiffusionPipeline.from_pretrained("stabilityai/stable-diffusion-xl-base-1.0", torch_dtype=torch.bfloat16).to("cuda")
pipe.load_lora_weights("ostris/super-cereal-sdxl-lora")

prompt = "cereal box"
image = pipe(prompt).images[0]
image.save("output.png")
