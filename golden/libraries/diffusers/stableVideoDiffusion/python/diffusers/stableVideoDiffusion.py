import torch
from diffusers import StableVideoDiffusionPipeline
from diffusers.utils import export_to_video, load_image

pipe = StableVideoDiffusionPipeline.from_pretrained("stabilityai/stable-video-diffusion-img2vid-xt", torch_dtype=torch.float16).to("cuda")

# Stable Video Diffusion animates the image alone: its pipeline takes no prompt.
image = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/astronaut.jpg").resize((1024, 576))
frames = pipe(image, decode_chunk_size=8).frames[0]
export_to_video(frames, "output.mp4", fps=7)
