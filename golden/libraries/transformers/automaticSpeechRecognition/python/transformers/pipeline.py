# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("automatic-speech-recognition", model="facebook/wav2vec2-base-960h")
print(pipe("https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/1.flac"))
