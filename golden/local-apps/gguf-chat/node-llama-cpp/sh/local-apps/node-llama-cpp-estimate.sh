npx -y node-llama-cpp inspect estimate 'hf:bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M'
