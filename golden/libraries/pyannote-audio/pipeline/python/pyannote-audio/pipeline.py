from pyannote.audio import Pipeline

# Gated models need an access token: Pipeline.from_pretrained(..., token="hf_...")
pipeline = Pipeline.from_pretrained("pyannote/speaker-diarization-3.1")

output = pipeline("audio.wav")
print(output)
