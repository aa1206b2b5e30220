# video-to-video with this IC-LoRA on the distilled LTX-2.5 base (the path/to files come from Lightricks/LTX-2.5)
uv run python -m ltx_pipelines.ic_lora \
  --transformer-path path/to/distilled-transformer.safetensors \
  --text-encoder-path path/to/gemma4-12b-with-proj-ltx-2.5-bf16.safetensors \
  --video-vae-path path/to/video-vae.safetensors \
  --audio-vae-path path/to/audio-vae.safetensors \
  --spatial-upsampler-path path/to/spatial-upsampler.safetensors \
  --lora 'models/LTX-2.5-22b-IC-LoRA-Pixel-Spatial-Upscaler/<weights>.safetensors' 1.0 \
  --video-conditioning reference.mp4 1.0 \
  --prompt "your prompt" \
  --output-path output.mp4
