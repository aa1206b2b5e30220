# Keras 2 models need the tf-keras package: pip install tf-keras
from huggingface_hub import from_pretrained_keras

model = from_pretrained_keras("keras-io/ocr-for-captcha")
