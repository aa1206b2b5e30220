# Load model directly
from transformers import AutoTokenizer, AutoModelForDocumentQuestionAnswering

tokenizer = AutoTokenizer.from_pretrained("impira/layoutlm-document-qa")
model = AutoModelForDocumentQuestionAnswering.from_pretrained("impira/layoutlm-document-qa")
