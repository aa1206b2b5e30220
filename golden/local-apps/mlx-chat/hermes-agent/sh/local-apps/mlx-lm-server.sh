# OpenAI-compatible server at http://localhost:8080/v1
mlx_lm.server --model 'mlx-community/Qwen3-4B-4bit'
