import torch
from renderformer import RenderFormerRenderingPipeline

pipeline = RenderFormerRenderingPipeline.from_pretrained("microsoft/renderformer-v1.1-swin-large")
pipeline.to("cuda")

# A scene converted to HDF5 by the repository's scene_processor/convert_scene.py holds these
# tensors; random ones show the shapes (batch of 1, 1024 triangles, 2 views)
triangles = torch.randn((1, 1024, 3, 3), device="cuda")
texture = torch.randn((1, 1024, 13, 32, 32), device="cuda")
mask = torch.ones((1, 1024), dtype=torch.bool, device="cuda")
vn = torch.randn((1, 1024, 3, 3), device="cuda")
c2w = torch.randn((1, 2, 4, 4), device="cuda")
fov = torch.randn((1, 2, 1), device="cuda")

images = pipeline(
    triangles=triangles,
    texture=texture,
    mask=mask,
    vn=vn,
    c2w=c2w,
    fov=fov,
    resolution=512,
    torch_dtype=torch.float16,
)  # linear HDR images, (batch, views, 512, 512, 3)
