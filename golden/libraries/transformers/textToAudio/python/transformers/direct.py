# Load model directly
from transformers import AutoTokenizer, AutoModelForTextToWaveform

tokenizer = AutoTokenizer.from_pretrained("kakao-enterprise/vits-ljs")
model = AutoModelForTextToWaveform.from_pretrained("kakao-enterprise/vits-ljs")

inputs = tokenizer("A calm piano melody with soft rain in the background.", return_tensors="pt")
outputs = model(**inputs)
print(outputs)
