# this LoRA on the two-stage base pipeline (the path/to files come from the base model's repository)
uv run python -m ltx_pipelines.ti2vid_two_stages_hq \
  --checkpoint-path path/to/checkpoint.safetensors \
  --distilled-lora path/to/distilled_lora.safetensors 0.8 \
  --spatial-upsampler-path path/to/spatial_upsampler.safetensors \
  --gemma-root models/gemma-3-12b \
  --lora 'models/LTX-2-19b-LoRA-Camera-Control-Dolly-In/<weights>.safetensors' 1.0 \
  --prompt "your prompt" \
  --output-path output.mp4
# image-to-video: add --image path/to/image.jpg 0 0.8
