# higher quality: two stages, the full checkpoint refined with the distilled LoRA
uv run python -m ltx_pipelines.ti2vid_two_stages_hq \
  --checkpoint-path 'models/LTX-2/<checkpoint>.safetensors' \
  --distilled-lora 'models/LTX-2/<distilled-lora>.safetensors' 0.8 \
  --spatial-upsampler-path 'models/LTX-2/<spatial-upsampler>.safetensors' \
  --gemma-root models/gemma-3-12b \
  --prompt "A red kite rising over a windy beach" \
  --output-path output.mp4
# image-to-video: add --image path/to/image.jpg 0 0.8
