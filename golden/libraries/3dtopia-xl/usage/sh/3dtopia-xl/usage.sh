git clone https://github.com/3DTopia/3DTopia-XL
cd 3DTopia-XL
# Set up the environment as in the README (PyTorch, xformers, requirements.txt, bash install.sh)

# The image-conditioned DiT and the VAE, in fp16
hf download 'FrozenBurning/3DTopia-XL' model_sview_dit_fp16.pt model_vae_fp16.pt --local-dir pretrained

# Generates a 3D asset for every image in the input_dir of the config
python inference.py ./configs/inference_dit.yml
