# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("document-question-answering", model="impira/layoutlm-document-qa")
print(pipe(image="invoice.jpg", question="What is the invoice number?"))
