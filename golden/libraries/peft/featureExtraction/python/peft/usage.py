from peft import PeftModel
from transformers import AutoModel

base_model = AutoModel.from_pretrained("google-bert/bert-base-uncased")
model = PeftModel.from_pretrained(base_model, "acme/lora-embeddings")
