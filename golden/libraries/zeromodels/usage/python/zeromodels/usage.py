import os

# ZeroModels is written in Keras 3: choose the backend ("jax", "torch" or "tensorflow") before importing it
os.environ["KERAS_BACKEND"] = "jax"

from zeromodels import AutoZModel

# AutoZModel picks the class from the repository's model_type; task heads have their own loaders
# (AutoZMImageClassify, AutoZMDetect, AutoZMSemanticSegment, AutoZMTextGenerate in zeromodels.auto)
model = AutoZModel.from_weights("IMvision12/resnet50-zm")
