import soundfile
from espnet2.bin.asr_inference import Speech2Text

asr = Speech2Text.from_pretrained("espnet/simpleoier_librispeech_asr_train_asr_conformer7")

speech, rate = soundfile.read("speech.wav")
text, *_ = asr(speech)[0]
print(text)
