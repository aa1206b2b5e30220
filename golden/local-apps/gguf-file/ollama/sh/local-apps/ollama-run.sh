ollama run 'hf.co/unsloth/Qwen3-8B-GGUF:Q5_K_M'
