# OpenAI-compatible server at http://localhost:8080/v1
llama-server -hf 'bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M'
