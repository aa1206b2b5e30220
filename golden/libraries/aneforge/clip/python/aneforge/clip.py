# ANEForge runs the model on the Apple Neural Engine directly (no CoreML conversion)
import aneforge as af
from huggingface_hub import hf_hub_download
from PIL import Image

clip = af.load_clip("aneforge/clip-vit-base-patch32")
# A sample photo from the hub; any image file will do
image = Image.open(hf_hub_download("huggingface/documentation-images", "cats.png", repo_type="dataset"))

# zero-shot: one (label, probability) pair per candidate caption
for label, probability in clip.classify(image, ["a photo of a cat", "a photo of a dog"]):
    print(label, probability)
