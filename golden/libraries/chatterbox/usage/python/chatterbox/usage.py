import torchaudio
from chatterbox.tts import ChatterboxTTS
from huggingface_hub import snapshot_download

model = ChatterboxTTS.from_local(snapshot_download("ResembleAI/chatterbox"), device="cuda")

wav = model.generate("Every voice tells a story worth hearing.")
torchaudio.save("output.wav", wav, model.sr)
