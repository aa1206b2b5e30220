# Chat in the terminal
mlx_lm.chat --model 'mlx-community/Qwen3-4B-4bit'
