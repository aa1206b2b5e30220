npx -y node-llama-cpp chat 'hf:unsloth/Qwen3-8B-GGUF:Q5_K_M'
