pip install -U mlx-lm

# Interactive chat in the terminal
mlx_lm.chat --model 'mlx-community/Qwen2.5-7B-Instruct-4bit'
