# Run from the root of the Sana repository
import torch
from app.sana_pipeline import SanaPipeline
from torchvision.utils import save_image

device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
generator = torch.Generator(device=device).manual_seed(42)

# Replace the placeholder with the config under configs/ that matches this model,
# and check the checkpoint file name in the repository's checkpoints/ folder
sana = SanaPipeline("configs/CONFIG_FOR_THIS_MODEL.yaml")
sana.from_pretrained("hf://Efficient-Large-Model/Sana_600M_512px/checkpoints/Sana_600M_512px.pth")

image = sana(
    prompt='a cyberpunk cat with a neon sign that says "Sana"',
    height=512,
    width=512,
    guidance_scale=5.0,
    pag_guidance_scale=2.0,
    num_inference_steps=18,
    generator=generator,
)
save_image(image, "sana.png", nrow=1, normalize=True, value_range=(-1, 1))
