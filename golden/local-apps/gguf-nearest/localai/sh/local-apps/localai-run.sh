local-ai run 'huggingface://QuantFactory/Meta-Llama-3-8B-GGUF/Meta-Llama-3-8B.IQ4_XS.gguf'
