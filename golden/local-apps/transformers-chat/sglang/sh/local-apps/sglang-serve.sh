# OpenAI-compatible server at http://localhost:30000
sglang serve 'meta-llama/Llama-3.1-8B-Instruct' --host 0.0.0.0 --port 30000
