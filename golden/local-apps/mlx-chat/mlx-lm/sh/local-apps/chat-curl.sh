curl 'http://localhost:8080/v1/chat/completions' \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "mlx-community/Qwen3-4B-4bit",
        "messages": [
            {
                "role": "user",
                "content": "What is the capital of France?"
            }
        ]
    }'
