import soundfile as sf
from voxcpm import VoxCPM

model = VoxCPM.from_pretrained("openbmb/VoxCPM-0.5B")

wav = model.generate(text="VoxCPM speaks with context-aware prosody.")
sf.write("output.wav", wav, model.tts_model.sample_rate)
