local-ai run 'huggingface://unsloth/Qwen3-8B-GGUF/Q5_K_M/Qwen3-8B-Q5_K_M.gguf'
