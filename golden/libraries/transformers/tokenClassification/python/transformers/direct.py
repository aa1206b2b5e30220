# Load model directly
from transformers import AutoTokenizer, AutoModelForTokenClassification

tokenizer = AutoTokenizer.from_pretrained("dslim/bert-base-NER")
model = AutoModelForTokenClassification.from_pretrained("dslim/bert-base-NER")

inputs = tokenizer("Ada Lovelace worked with Charles Babbage in London.", return_tensors="pt")
outputs = model(**inputs)
print(outputs)
