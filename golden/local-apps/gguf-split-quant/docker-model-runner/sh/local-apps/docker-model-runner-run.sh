docker model run 'hf.co/unsloth/Llama-3.3-70B-Instruct-GGUF:Q8_0'
