docker model run 'hf.co/bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M'
