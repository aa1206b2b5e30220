from huggingface_hub import hf_hub_download
from speechbrain.inference.ASR import EncoderDecoderASR

model = EncoderDecoderASR.from_hparams(source="speechbrain/asr-model")
audio_path = hf_hub_download("Narsil/asr_dummy", "1.flac", repo_type="dataset")  # a sample speech clip from the hub
output = model.transcribe_file(audio_path)
print(output)
