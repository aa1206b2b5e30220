import keras

model = keras.saving.load_model("hf://keras-io/resnet50")
