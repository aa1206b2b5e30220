# this repository holds the adapter only; the base model's files come from Lightricks/LTX-2.5
hf download 'Lightricks/LTX-2.5-22b-IC-LoRA-Pixel-Spatial-Upscaler' --local-dir 'models/LTX-2.5-22b-IC-LoRA-Pixel-Spatial-Upscaler'
