# video-to-video with this IC-LoRA on the distilled base model (the path/to files come from its repository)
uv run python -m ltx_pipelines.ic_lora \
  --distilled-checkpoint-path path/to/distilled_checkpoint.safetensors \
  --spatial-upsampler-path path/to/spatial_upsampler.safetensors \
  --gemma-root models/gemma-3-12b \
  --lora 'models/LTX-2-19b-IC-LoRA-Canny-Control/<weights>.safetensors' 1.0 \
  --video-conditioning reference.mp4 1.0 \
  --prompt "your prompt" \
  --output-path output.mp4
