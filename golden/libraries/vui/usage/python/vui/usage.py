import torchaudio
from vui.legacy import Vui, render

# The original 100M checkpoints are downloaded from fluxions/vui
model = Vui.from_pretrained("vui-100m-base.pt").eval()

audio = render(model, "Hello! This is a short test of the voice model.")  # (1, 1, samples)
torchaudio.save("output.wav", audio[0].cpu(), 22050)
