# OpenAI-compatible server at http://localhost:8000
vllm serve 'QuantFactory/Meta-Llama-3-8B-GGUF:IQ4_XS'
