# fast: the distilled checkpoint, no distilled LoRA (replace each <...> with a file of this repository)
uv run python -m ltx_pipelines.distilled \
  --distilled-checkpoint-path 'models/LTX-2/<distilled-checkpoint>.safetensors' \
  --spatial-upsampler-path 'models/LTX-2/<spatial-upsampler>.safetensors' \
  --gemma-root models/gemma-3-12b \
  --prompt "A red kite rising over a windy beach" \
  --output-path output.mp4
# image-to-video: add --image path/to/image.jpg 0 0.8
