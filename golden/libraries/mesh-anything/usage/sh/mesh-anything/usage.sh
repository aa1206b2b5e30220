git clone https://github.com/buaacyw/MeshAnything.git
cd MeshAnything
# With PyTorch installed for your CUDA version
pip install -r requirements.txt
pip install flash-attn --no-build-isolation

# Turns every mesh in a folder into an artist-style mesh of at most 800 faces
python main.py --input_dir examples --out_dir mesh_output --input_type mesh
