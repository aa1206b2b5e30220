# Load model directly
from transformers import AutoTokenizer, AutoModelForMaskedLM

tokenizer = AutoTokenizer.from_pretrained("distilbert/distilbert-base-uncased")
model = AutoModelForMaskedLM.from_pretrained("distilbert/distilbert-base-uncased")

inputs = tokenizer("Paris is the [MASK] of France.", return_tensors="pt")
outputs = model(**inputs)
print(outputs)
