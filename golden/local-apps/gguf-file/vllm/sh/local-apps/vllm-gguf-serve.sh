# OpenAI-compatible server at http://localhost:8000
vllm serve 'unsloth/Qwen3-8B-GGUF:Q5_K_M' --tokenizer 'Qwen/Qwen3-8B'
