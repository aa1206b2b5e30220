# ANEForge runs the model on the Apple Neural Engine directly (no CoreML conversion)
import aneforge as af
from PIL import Image

vit = af.load_vit("aneforge/vit-base-patch16-224")

# the top classes of the image as (label, logit) pairs
print(vit.classify(Image.open("photo.jpg")))
