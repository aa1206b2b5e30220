npx -y node-llama-cpp chat 'hf:QuantFactory/Meta-Llama-3-8B-GGUF:IQ4_XS'
