# OpenAI-compatible server at http://localhost:30000
sglang serve 'unsloth/Qwen2.5-7B-AWQ' --host 0.0.0.0 --port 30000
