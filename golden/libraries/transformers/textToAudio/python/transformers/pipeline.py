# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("text-to-audio", model="kakao-enterprise/vits-ljs")
print(pipe("A calm piano melody with soft rain in the background."))
