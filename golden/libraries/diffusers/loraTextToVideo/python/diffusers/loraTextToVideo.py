import torch
from diffusers import DiffusionPipeline
from diffusers.utils import export_to_video

pipe = DiffusionPipeline.from_pretrained("Wan-AI/Wan2.1-T2V-14B-Diffusers", torch_dtype=torch.bfloat16).to("cuda")
pipe.load_lora_weights("acme/wan-style-lora")

prompt = "A lighthouse on a rocky cliff at sunset, dramatic clouds, highly detailed"
frames = pipe(prompt).frames[0]
export_to_video(frames, "output.mp4")
