# more detail: the DFR pipeline, with the detailing IC-LoRA and optional upscaling in space and time
uv run python -m ltx_pipelines.dfr_pipeline \
  --transformer-path 'models/LTX-2.5/diffusion_models/<distilled-transformer>.safetensors' \
  --text-encoder-path 'models/LTX-2.5/text_encoders/gemma4-12b-with-proj-ltx-2.5-bf16.safetensors' \
  --video-vae-path 'models/LTX-2.5/vae/<video-vae>.safetensors' \
  --audio-vae-path 'models/LTX-2.5/vae/<audio-vae>.safetensors' \
  --spatial-upsampler-path 'models/LTX-2.5/latent_upscale_models/<spatial-upsampler>.safetensors' \
  --temporal-upsampler-path 'models/LTX-2.5/latent_upscale_models/<temporal-upsampler>.safetensors' \
  --detailing-lora models/LTX-2.5-22b-IC-LoRA-Pixel-Spatial-Upscaler/ltx-2.5-22b-ic-lora-pixel-spatial-upscaler-x2-1.0.safetensors \
  --spatial-upscalings 1 \
  --temporal-upscalings 1 \
  --height 1088 \
  --width 1920 \
  --num-frames 121 \
  --prompt "A red kite rising over a windy beach" \
  --output-path output.mp4
# 4K: --spatial-upscalings 2 --width 3840 --height 2176; image-to-video: add --image path/to/image.jpg 0 0.8
