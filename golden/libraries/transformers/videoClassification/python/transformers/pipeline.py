# Use a pipeline as a high-level helper
from transformers import pipeline
from transformers.video_utils import load_video

pipe = pipeline("video-classification", model="MCG-NJU/videomae-base-finetuned-kinetics")
# The frames, decoded with PyAV (pip install av); given the file or URL itself, the pipeline decodes it with
# torchcodec (pip install torchcodec).
video, _ = load_video("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/transformers/basketball.avi", backend="pyav")
print(pipe(video))
