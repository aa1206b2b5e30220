# Gated model: request access at https://huggingface.co/acme/gated-classifier and wait for its authors' approval, then use a token (HF_TOKEN) of that account.
# Load model directly
from transformers import AutoTokenizer, AutoModelForSequenceClassification

tokenizer = AutoTokenizer.from_pretrained("acme/gated-classifier")
model = AutoModelForSequenceClassification.from_pretrained("acme/gated-classifier")

inputs = tokenizer("The delivery was quick and the headphones sound wonderful.", return_tensors="pt")
outputs = model(**inputs)
print(outputs)
