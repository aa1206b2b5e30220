import soundfile
from espnet2.bin.tts_inference import Text2Speech

tts = Text2Speech.from_pretrained("espnet/kan-bayashi_ljspeech_vits")

output = tts("Hello, this is a test of the speech synthesis.")
soundfile.write("speech.wav", output["wav"].numpy(), tts.fs)
