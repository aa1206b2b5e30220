# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("video-classification", model="MCG-NJU/videomae-base-finetuned-kinetics")
print(pipe("clip.mp4"))
