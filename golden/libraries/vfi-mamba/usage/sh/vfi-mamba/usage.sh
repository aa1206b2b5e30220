git clone https://github.com/MCG-NJU/VFIMamba.git
cd VFIMamba
# With PyTorch, causal-conv1d and mamba-ssm installed for your CUDA version
pip install opencv-python imageio timm scikit-image huggingface_hub

# The demos load ckpt/VFIMamba.pkl (or ckpt/VFIMamba_S.pkl, the faster model) from the repository root
hf download 'MCG-NJU/VFIMamba' --include 'ckpt/*' --local-dir .

# Makes the frame between example/im1.png and example/im2.png (example/out_2x.gif)
python demo_2x.py --model VFIMamba
# 8 times as many frames (example/out_8x.gif)
python demo_Nx.py --n 8 --model VFIMamba
