from huggingface_hub import hf_hub_download
from speechbrain.inference.separation import SepformerSeparation

model = SepformerSeparation.from_hparams(source="speechbrain/separation-model")
audio_path = hf_hub_download("Narsil/asr_dummy", "1.flac", repo_type="dataset")  # a sample speech clip from the hub
output = model.separate_file(audio_path)
print(output)
