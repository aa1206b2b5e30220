import torch
from diffusers import DiffusionPipeline
from diffusers.utils import load_image

pipe = DiffusionPipeline.from_pretrained("timbrooks/instruct-pix2pix", torch_dtype=torch.bfloat16).to("cuda")

init_image = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/cat.png")
prompt = "A lighthouse on a rocky cliff at sunset, dramatic clouds, highly detailed"
image = pipe(image=init_image, prompt=prompt).images[0]
image.save("output.png")
