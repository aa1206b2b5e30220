# The auto model class named by this model is not a valid identifier; using AutoModel.
# The processor class named by this model is not a valid identifier; using AutoTokenizer.
# Load model directly
from transformers import AutoTokenizer, AutoModel

tokenizer = AutoTokenizer.from_pretrained("acme/bad-classes")
model = AutoModel.from_pretrained("acme/bad-classes")

inputs = tokenizer("Paris is the [MASK] of France.", return_tensors="pt")
outputs = model(**inputs)
print(outputs)
