# OpenAI-compatible server at http://localhost:8000
vllm serve 'bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M' --tokenizer 'Qwen/Qwen2.5-7B-Instruct'
