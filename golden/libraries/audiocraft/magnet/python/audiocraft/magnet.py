from audiocraft.data.audio import audio_write
from audiocraft.models import MAGNeT

model = MAGNeT.get_pretrained("facebook/magnet-small-10secs")

descriptions = ["funky bass groove", "epic orchestral theme", "calm ambient pads"]
wav = model.generate(descriptions)  # one sample per description

for i, sample in enumerate(wav):
    audio_write(f"sample_{i}", sample.cpu(), model.sample_rate, strategy="loudness")
