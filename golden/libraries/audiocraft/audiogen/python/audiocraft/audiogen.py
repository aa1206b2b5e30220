from audiocraft.data.audio import audio_write
from audiocraft.models import AudioGen

model = AudioGen.get_pretrained("facebook/audiogen-medium")
model.set_generation_params(duration=5)  # seconds

descriptions = ["rain on a tin roof", "a crowd cheering in a stadium", "birds singing at dawn"]
wav = model.generate(descriptions)  # one sample per description

for i, sample in enumerate(wav):
    audio_write(f"sample_{i}", sample.cpu(), model.sample_rate, strategy="loudness")
