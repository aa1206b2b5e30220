import pickle
from huggingface_hub import hf_hub_download

path = hf_hub_download("julien-c/wine-quality", "sklearn_model.joblib")
# Pickle files can run code when loaded: only load models you trust.
with open(path, "rb") as f:
    model = pickle.load(f)
