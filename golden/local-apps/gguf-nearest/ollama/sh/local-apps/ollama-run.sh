ollama run 'hf.co/QuantFactory/Meta-Llama-3-8B-GGUF:IQ4_XS'
