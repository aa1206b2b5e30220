from huggingface_hub import from_pretrained_keras

model = from_pretrained_keras("google/derm-foundation")
# Takes serialized tf.train.Example images and returns embeddings
infer = model.signatures["serving_default"]
