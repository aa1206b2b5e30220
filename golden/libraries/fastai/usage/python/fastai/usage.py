from huggingface_hub import from_pretrained_fastai

learner = from_pretrained_fastai("fastai/fastbook_02_bears_classifier")
