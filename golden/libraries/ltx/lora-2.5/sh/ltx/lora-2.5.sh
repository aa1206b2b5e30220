# this LoRA on the distilled LTX-2.5 pipeline (the path/to files come from Lightricks/LTX-2.5)
uv run python -m ltx_pipelines.distilled \
  --transformer-path path/to/distilled-transformer.safetensors \
  --text-encoder-path path/to/gemma4-12b-with-proj-ltx-2.5-bf16.safetensors \
  --video-vae-path path/to/video-vae.safetensors \
  --audio-vae-path path/to/audio-vae.safetensors \
  --spatial-upsampler-path path/to/spatial-upsampler.safetensors \
  --lora 'models/ltx-watercolor-style/<weights>.safetensors' 1.0 \
  --prompt "your prompt" \
  --output-path output.mp4
# image-to-video: add --image path/to/image.jpg 0 0.8
