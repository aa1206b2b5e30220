from huggingface_hub import hf_hub_download
from pyannote.audio import Pipeline

# Gated models need an access token: Pipeline.from_pretrained(..., token="hf_...")
pipeline = Pipeline.from_pretrained("pyannote/speaker-diarization-3.1")

output = pipeline(hf_hub_download("Narsil/asr_dummy", "1.flac", repo_type="dataset"))  # a sample speech clip from the hub
print(output)
