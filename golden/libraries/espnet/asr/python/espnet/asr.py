import soundfile
from espnet2.bin.asr_inference import Speech2Text
from huggingface_hub import hf_hub_download

asr = Speech2Text.from_pretrained("espnet/simpleoier_librispeech_asr_train_asr_conformer7")

speech, rate = soundfile.read(hf_hub_download("Narsil/asr_dummy", "1.flac", repo_type="dataset"))  # a sample speech clip from the hub
text, *_ = asr(speech)[0]
print(text)
