from huggingface_hub import hf_hub_download
from pyannote.audio import Inference, Model

model = Model.from_pretrained("pyannote/segmentation-3.0")
inference = Inference(model)

output = inference(hf_hub_download("Narsil/asr_dummy", "1.flac", repo_type="dataset"))  # a sample speech clip from the hub
print(output)
