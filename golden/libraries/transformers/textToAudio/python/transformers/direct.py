# Load model directly
from transformers import AutoTokenizer, AutoModelForTextToWaveform

tokenizer = AutoTokenizer.from_pretrained("kakao-enterprise/vits-ljs")
model = AutoModelForTextToWaveform.from_pretrained("kakao-enterprise/vits-ljs")
