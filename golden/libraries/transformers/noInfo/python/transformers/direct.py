# Type of model unknown
# Load model directly
from transformers import AutoModel

model = AutoModel.from_pretrained("acme/mystery-model")
