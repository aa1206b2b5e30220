git clone https://github.com/TencentARC/SEED-Story.git
cd SEED-Story
pip install -r requirements.txt

# The SEED-Story checkpoints and the models they build on, all under ./pretrained
# (Llama-2-7b-hf is gated: accept its licence and log in first)
hf download 'TencentARC/SEED-Story' --local-dir ./pretrained
hf download stabilityai/stable-diffusion-xl-base-1.0 --local-dir ./pretrained/stable-diffusion-xl-base-1.0
hf download Qwen/Qwen-VL-Chat --local-dir ./pretrained/Qwen-VL-Chat
hf download meta-llama/Llama-2-7b-hf --local-dir ./pretrained/Llama-2-7b-hf

# Extracts the visual encoder of Qwen-VL-Chat to pretrained/QwenViT; the inference config
# (configs/visual_tokenizer/qwen_vitg_448.yaml) reads it from pretrained/visual_tokenizer
mkdir -p ./pretrained/QwenViT ./pretrained/visual_tokenizer
python3 src/tools/reload_qwen_vit.py
cp ./pretrained/QwenViT/qwen_vit_G.pt ./pretrained/visual_tokenizer/

# Continues each story of the Curious George validation set of the TencentARC/StoryStream dataset
# (data/json/val.jsonl, images under data/image/george_full) in words and pictures, into ./output
python3 src/inference/gen_george.py
