# ANEForge runs the model on the Apple Neural Engine directly (no CoreML conversion)
import aneforge as af
from huggingface_hub import hf_hub_download
from PIL import Image

vit = af.load_vit("aneforge/vit-base-patch16-224")

# A sample photo from the hub; any image file will do
image = Image.open(hf_hub_download("huggingface/documentation-images", "cats.png", repo_type="dataset"))

# the top classes of the image as (label, logit) pairs
print(vit.classify(image))
