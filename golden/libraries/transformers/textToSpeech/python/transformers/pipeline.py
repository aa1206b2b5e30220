# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("text-to-speech", model="facebook/mms-tts-eng")
print(pipe("Welcome aboard. The train to the coast leaves from platform four."))
