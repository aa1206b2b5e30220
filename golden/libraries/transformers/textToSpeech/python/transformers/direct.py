# Load model directly
from transformers import AutoTokenizer, AutoModelForTextToWaveform

tokenizer = AutoTokenizer.from_pretrained("facebook/mms-tts-eng")
model = AutoModelForTextToWaveform.from_pretrained("facebook/mms-tts-eng")

inputs = tokenizer("Welcome aboard. The train to the coast leaves from platform four.", return_tensors="pt")
outputs = model(**inputs)
print(outputs)
