curl 'http://localhost:8000/v1/chat/completions' \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M",
        "messages": [
            {
                "role": "user",
                "content": "What is the capital of France?"
            }
        ]
    }'
