from diffusionkit.mlx import DiffusionPipeline

pipeline = DiffusionPipeline(
    shift=3,
    model_version="argmaxinc/mlx-stable-diffusion-3-medium",
    low_memory_mode=True,
    a16=True,
    w16=True,
)

height, width = 512, 512
image, _ = pipeline.generate_image(
    "A photo of a red fox in a snowy forest",
    cfg_weight=5,
    num_steps=50,
    latent_size=(height // 8, width // 8),
)
image.save("image.png")
