# on Apple silicon, with the MLX backend
pip install "jev-style[mlx]"
