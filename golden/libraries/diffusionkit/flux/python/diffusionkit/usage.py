from diffusionkit.mlx import FluxPipeline

pipeline = FluxPipeline(
    shift=1,
    model_version="argmaxinc/mlx-FLUX.1-schnell",
    low_memory_mode=True,
    a16=True,
    w16=True,
)

height, width = 512, 512
image, _ = pipeline.generate_image(
    "A photo of a red fox in a snowy forest",
    cfg_weight=0,
    num_steps=4,
    latent_size=(height // 8, width // 8),
)
image.save("image.png")
