# OpenAI-compatible server at http://localhost:30000
python3 -m sglang.launch_server \
    --model-path 'unsloth/Qwen2.5-7B-AWQ' \
    --host 0.0.0.0 \
    --port 30000
