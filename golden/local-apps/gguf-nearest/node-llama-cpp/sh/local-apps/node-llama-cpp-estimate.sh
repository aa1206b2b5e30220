npx -y node-llama-cpp inspect estimate 'hf:QuantFactory/Meta-Llama-3-8B-GGUF:IQ4_XS'
