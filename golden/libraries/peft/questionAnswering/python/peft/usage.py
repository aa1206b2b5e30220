from peft import PeftModel
from transformers import AutoModelForQuestionAnswering

base_model = AutoModelForQuestionAnswering.from_pretrained("google-bert/bert-base-cased")
model = PeftModel.from_pretrained(base_model, "acme/lora-squad")
