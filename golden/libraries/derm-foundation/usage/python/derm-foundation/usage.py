import tensorflow as tf
from huggingface_hub import snapshot_download

# A TensorFlow SavedModel (huggingface_hub 1.x no longer has from_pretrained_keras)
model = tf.saved_model.load(snapshot_download("google/derm-foundation"))
# Takes serialized tf.train.Example images and returns embeddings
infer = model.signatures["serving_default"]
