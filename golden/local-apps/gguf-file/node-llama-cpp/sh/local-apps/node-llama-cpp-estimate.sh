npx -y node-llama-cpp inspect estimate 'hf:unsloth/Qwen3-8B-GGUF:Q5_K_M'
