# OpenAI-compatible server at http://localhost:8000
vllm serve 'unsloth/Qwen2.5-7B-AWQ'
