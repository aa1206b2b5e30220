# Keras 2 models need the tf-keras package: pip install tf-keras
# (huggingface_hub 1.x no longer has from_pretrained_keras: download the SavedModel and load it.)
import tf_keras
from huggingface_hub import snapshot_download

model = tf_keras.models.load_model(snapshot_download("keras-io/ocr-for-captcha"))
