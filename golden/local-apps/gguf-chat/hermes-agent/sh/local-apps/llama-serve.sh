# OpenAI-compatible server at http://localhost:8080/v1, with the longer context the app needs
llama serve -hf 'bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M' --ctx-size '65536'
