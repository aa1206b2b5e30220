# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("token-classification", model="dslim/bert-base-NER")
print(pipe("Ada Lovelace worked with Charles Babbage in London."))
