# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("audio-classification", model="superb/wav2vec2-base-superb-ks")
print(pipe("https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/1.flac"))
