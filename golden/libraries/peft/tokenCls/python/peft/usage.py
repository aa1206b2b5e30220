from peft import PeftModel
from transformers import AutoModelForTokenClassification

base_model = AutoModelForTokenClassification.from_pretrained("meta-llama/Llama-3.1-8B")
model = PeftModel.from_pretrained(base_model, "acme/lora-tokencls")
