# In a clone of https://github.com/facebookresearch/sam-3d-objects, set up as in its doc/setup.md
hf download 'facebook/sam-3d-objects' --local-dir checkpoints/hf-download
mv checkpoints/hf-download/checkpoints checkpoints/hf
