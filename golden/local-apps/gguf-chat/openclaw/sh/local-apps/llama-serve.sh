# OpenAI-compatible server at http://localhost:8080/v1
llama serve -hf 'bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M'
