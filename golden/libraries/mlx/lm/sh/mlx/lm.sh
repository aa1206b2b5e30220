pip install -U mlx-lm

mlx_lm.generate --model 'mlx-community/Llama-3.2-1B-4bit' --prompt "Once upon a time"
