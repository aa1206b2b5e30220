# fast: the distilled LTX-2.5 pipeline, reading the files downloaded above
uv run python -m ltx_pipelines.distilled \
  --transformer-path 'models/LTX-2.5/diffusion_models/<distilled-transformer>.safetensors' \
  --text-encoder-path 'models/LTX-2.5/text_encoders/gemma4-12b-with-proj-ltx-2.5-bf16.safetensors' \
  --video-vae-path 'models/LTX-2.5/vae/<video-vae>.safetensors' \
  --audio-vae-path 'models/LTX-2.5/vae/<audio-vae>.safetensors' \
  --spatial-upsampler-path 'models/LTX-2.5/latent_upscale_models/<spatial-upsampler>.safetensors' \
  --num-frames 121 \
  --prompt "A red kite rising over a windy beach" \
  --output-path output.mp4
# image-to-video: add --image path/to/image.jpg 0 0.8
