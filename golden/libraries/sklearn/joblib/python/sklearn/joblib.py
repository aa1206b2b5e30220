import joblib
from huggingface_hub import hf_hub_download

# joblib files can run code when loaded: only load models you trust.
model = joblib.load(hf_hub_download("acme/iris-classifier", "sklearn_model.joblib"))
