git clone https://github.com/Phantom-video/Phantom.git
cd Phantom
pip install -r requirements.txt

# Phantom-Wan uses the VAE and text encoder of Wan2.1
hf download Wan-AI/Wan2.1-T2V-1.3B --local-dir ./Wan2.1-T2V-1.3B
hf download 'bytedance-research/Phantom' --local-dir ./Phantom-Wan-Models

# A video of the subjects in up to 4 reference images (your own: dog.png and camera.png here)
python generate.py --task s2v-1.3B --size '832*480' \
  --ckpt_dir ./Wan2.1-T2V-1.3B \
  --phantom_ckpt ./Phantom-Wan-Models/Phantom-Wan-1.3B.pth \
  --ref_image "dog.png,camera.png" \
  --prompt "A brown and white dog sniffs a yellow toy camera on a sunny lawn." \
  --base_seed 42
