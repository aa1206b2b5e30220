curl 'http://localhost:30000/v1/completions' \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "unsloth/Qwen2.5-7B-AWQ",
        "prompt": "The best way to learn a new language is",
        "max_tokens": 128
    }'
