from huggingface_hub import hf_hub_download
from speechbrain.inference.classifiers import EncoderClassifier

model = EncoderClassifier.from_hparams(source="speechbrain/classifier-model")
audio_path = hf_hub_download("Narsil/asr_dummy", "1.flac", repo_type="dataset")  # a sample speech clip from the hub
output = model.classify_file(audio_path)
print(output)
