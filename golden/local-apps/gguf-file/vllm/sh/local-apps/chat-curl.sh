curl 'http://localhost:8000/v1/chat/completions' \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "unsloth/Qwen3-8B-GGUF:Q5_K_M",
        "messages": [
            {
                "role": "user",
                "content": "What is the capital of France?"
            }
        ]
    }'
