from huggingface_hub import hf_hub_download
from speechbrain.inference.enhancement import SpectralMaskEnhancement

model = SpectralMaskEnhancement.from_hparams(source="speechbrain/enhancement-model")
audio_path = hf_hub_download("Narsil/asr_dummy", "1.flac", repo_type="dataset")  # a sample speech clip from the hub
output = model.enhance_file(audio_path)
print(output)
