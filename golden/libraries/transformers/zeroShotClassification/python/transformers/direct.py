# Load model directly
from transformers import AutoTokenizer, AutoModelForSequenceClassification

tokenizer = AutoTokenizer.from_pretrained("typeform/bert-base-uncased-mnli")
model = AutoModelForSequenceClassification.from_pretrained("typeform/bert-base-uncased-mnli")
