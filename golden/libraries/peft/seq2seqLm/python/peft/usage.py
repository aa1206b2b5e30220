from peft import PeftModel
from transformers import AutoModelForSeq2SeqLM

base_model = AutoModelForSeq2SeqLM.from_pretrained("google-t5/t5-small")
model = PeftModel.from_pretrained(base_model, "acme/lora-seq2seqlm")
