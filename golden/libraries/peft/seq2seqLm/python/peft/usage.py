from transformers import AutoModelForSeq2SeqLM

model = AutoModelForSeq2SeqLM.from_pretrained("google-t5/t5-small")
# PeftModel (peft 0.21) cannot wrap a transformers 5 encoder-decoder model: transformers loads the adapter (peft installed).
model.load_adapter("acme/lora-seq2seqlm")
