import torch
from diffusers import DiffusionPipeline
from diffusers.utils import export_to_video, load_image

pipe = DiffusionPipeline.from_pretrained("Wan-AI/Wan2.1-I2V-14B-480P-Diffusers", torch_dtype=torch.bfloat16).to("cuda")

image = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/astronaut.jpg")
prompt = "A lighthouse on a rocky cliff at sunset, dramatic clouds, highly detailed"
frames = pipe(image=image, prompt=prompt).frames[0]
export_to_video(frames, "output.mp4")
