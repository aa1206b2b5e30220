# Run from the root of a clone of https://github.com/facebookresearch/sam-3d-body
from notebook.utils import setup_sam_3d_body

estimator = setup_sam_3d_body(hf_repo_id="facebook/sam-3d-body-dinov3")

# Your own photo of one or more people
outputs = estimator.process_one_image("image.jpg")
for person in outputs:
    vertices = person["pred_vertices"]  # the body mesh of one person
    keypoints = person["pred_keypoints_2d"]
