import sys

sys.path.append("notebook")  # run from the root of the repository
from inference import Inference, load_image, load_single_mask

inference = Inference("checkpoints/hf/pipeline.yaml", compile=False)

# Your own image, and a folder with your masks of its objects; index picks the object
image = load_image("image.png")
mask = load_single_mask("masks", index=0)

output = inference(image, mask, seed=42)
output["gs"].save_ply("object.ply")  # the object as a Gaussian splat
