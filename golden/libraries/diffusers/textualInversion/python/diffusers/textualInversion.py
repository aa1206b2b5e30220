import torch
from diffusers import DiffusionPipeline

pipe = DiffusionPipeline.from_pretrained("runwayml/stable-diffusion-v1-5", torch_dtype=torch.bfloat16).to("cuda")
pipe.load_textual_inversion("sd-concepts-library/cat-toy")

prompt = "A lighthouse on a rocky cliff at sunset, dramatic clouds, highly detailed"
image = pipe(prompt).images[0]
image.save("output.png")
