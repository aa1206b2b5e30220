# ANEForge runs the model on the Apple Neural Engine directly (no CoreML conversion)
import aneforge as af
from PIL import Image

clip = af.load_clip("aneforge/clip-vit-base-patch32")
image = Image.open("photo.jpg")

# zero-shot: one (label, probability) pair per candidate caption
for label, probability in clip.classify(image, ["a photo of a cat", "a photo of a dog"]):
    print(label, probability)
