import torch
from diffusers import AutoPipelineForInpainting
from diffusers.utils import load_image

pipe = AutoPipelineForInpainting.from_pretrained("diffusers/stable-diffusion-xl-1.0-inpainting-0.1", torch_dtype=torch.float16).to("cuda")

image = load_image("https://raw.githubusercontent.com/CompVis/latent-diffusion/main/data/inpainting_examples/overture-creations-5sI6fQgYIuo.png").resize((1024, 1024))
mask_image = load_image("https://raw.githubusercontent.com/CompVis/latent-diffusion/main/data/inpainting_examples/overture-creations-5sI6fQgYIuo_mask.png").resize((1024, 1024))
prompt = "A lighthouse on a rocky cliff at sunset, dramatic clouds, highly detailed"
image = pipe(
    prompt=prompt,
    image=image,
    mask_image=mask_image,
    height=1024,
    width=1024,
    guidance_scale=8.0,
    num_inference_steps=20,
    strength=0.99,
).images[0]
image.save("output.png")
