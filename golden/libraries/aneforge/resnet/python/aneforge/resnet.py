# ANEForge runs the model on the Apple Neural Engine directly (no CoreML conversion)
import aneforge as af
import numpy as np

resnet = af.load_resnet("aneforge/resnet-50")  # batch-norm layers are folded into the convolutions when loading

# a preprocessed batch: 1 image, 3 channels, 224 x 224, float32
pixels = np.zeros((1, 3, 224, 224), dtype=np.float32)
logits = resnet(pixels)  # shape [1, 1000]
