pip install mlx-lm
