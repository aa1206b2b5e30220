# Gated model: request access at https://huggingface.co/acme/gated-classifier and wait for its authors' approval, then use a token (HF_TOKEN) of that account.
# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("text-classification", model="acme/gated-classifier")
print(pipe("The delivery was quick and the headphones sound wonderful."))
