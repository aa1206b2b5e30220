import keras
from huggingface_hub import snapshot_download

# keras.saving.load_model("hf://...") needs TensorFlow installed, whatever the backend: load the downloaded folder.
model = keras.saving.load_model(snapshot_download("keras-io/resnet50"))
