import nemo.collections.asr as nemo_asr
from huggingface_hub import hf_hub_download

asr_model = nemo_asr.models.ASRModel.from_pretrained("nvidia/parakeet-tdt-0.6b-v2")

audio_path = hf_hub_download("Narsil/asr_dummy", "1.flac", repo_type="dataset")  # a sample speech clip from the hub
transcriptions = asr_model.transcribe([audio_path])
print(transcriptions[0])
