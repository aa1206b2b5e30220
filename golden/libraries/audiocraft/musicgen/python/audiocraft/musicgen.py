from audiocraft.data.audio import audio_write
from audiocraft.models import MusicGen

model = MusicGen.get_pretrained("facebook/musicgen-small")
model.set_generation_params(duration=8)  # seconds

descriptions = ["upbeat acoustic folk", "dark cinematic synthwave", "mellow lo-fi piano"]
wav = model.generate(descriptions)  # one sample per description

for i, sample in enumerate(wav):
    audio_write(f"sample_{i}", sample.cpu(), model.sample_rate, strategy="loudness")
