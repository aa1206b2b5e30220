pip install -U mlx-vlm

python -m mlx_vlm.generate --model 'mlx-community/Qwen2-VL-2B-Instruct-4bit' \
  --max-tokens 100 \
  --prompt "Describe this image." \
  --image https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/coco_sample.png
