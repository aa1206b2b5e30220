# Use a pipeline as a high-level helper
from transformers import pipeline
from transformers.video_utils import load_video

pipe = pipeline("video-classification", model="MCG-NJU/videomae-base-finetuned-kinetics")
# Decoded with PyAV; given the URL itself, the pipeline decodes it with torchcodec
video, _ = load_video("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/transformers/basketball.avi", backend="pyav")
print(pipe(video))
