# Load model directly
from transformers import AutoTokenizer, AutoModelForMaskedLM

tokenizer = AutoTokenizer.from_pretrained("acme/widget-fill-mask")
model = AutoModelForMaskedLM.from_pretrained("acme/widget-fill-mask")

inputs = tokenizer("The cat sleeps on the [MASK] windowsill.", return_tensors="pt")
outputs = model(**inputs)
print(outputs)
