git clone https://github.com/PKU-YuanGroup/UniWorld-V1.git
cd UniWorld-V1
pip install -r requirements.txt
pip install flash-attn --no-build-isolation

# UniWorld generates through FLUX.1-dev (gated: accept its licence and log in first) and encodes
# reference images with SigLIP2
hf download 'LanguageBind/UniWorld-V1' --local-dir ./checkpoints/UniWorld
hf download black-forest-labs/FLUX.1-dev --local-dir ./checkpoints/FLUX.1-dev
hf download google/siglip2-so400m-patch16-512 --local-dir ./checkpoints/siglip2

# An interactive chat: type a prompt and/or image paths; it answers in text or generates or edits an image
python -m univa.serve.cli \
  --model_path ./checkpoints/UniWorld \
  --flux_path ./checkpoints/FLUX.1-dev \
  --siglip_path ./checkpoints/siglip2
