# Load model directly
from transformers import AutoTokenizer, AutoModel

tokenizer = AutoTokenizer.from_pretrained("google-bert/bert-base-uncased")
model = AutoModel.from_pretrained("google-bert/bert-base-uncased")

inputs = tokenizer("The quick brown fox jumps over the lazy dog.", return_tensors="pt")
outputs = model(**inputs)
print(outputs)
