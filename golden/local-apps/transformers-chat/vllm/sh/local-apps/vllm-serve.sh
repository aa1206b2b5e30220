# OpenAI-compatible server at http://localhost:8000
vllm serve 'meta-llama/Llama-3.1-8B-Instruct'
