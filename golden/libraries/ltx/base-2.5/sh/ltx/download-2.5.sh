# the split LTX-2.5 weights of this repository: replace each <...> with the file name listed under
# "Files and versions"
hf download 'Lightricks/LTX-2.5' \
  'diffusion_models/<distilled-transformer>.safetensors' \
  text_encoders/gemma4-12b-with-proj-ltx-2.5-bf16.safetensors \
  'vae/<video-vae>.safetensors' \
  'vae/<audio-vae>.safetensors' \
  'latent_upscale_models/<spatial-upsampler>.safetensors' \
  'latent_upscale_models/<temporal-upsampler>.safetensors' \
  --local-dir 'models/LTX-2.5'

# the DFR pipeline also needs the detailing IC-LoRA, from its own repository (used at strength 0.5)
hf download Lightricks/LTX-2.5-22b-IC-LoRA-Pixel-Spatial-Upscaler --local-dir models/LTX-2.5-22b-IC-LoRA-Pixel-Spatial-Upscaler
