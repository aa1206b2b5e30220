curl 'https://api.together.xyz/v1/chat/completions' \
    -X POST \
    -H "Authorization: Bearer $TOGETHER_API_KEY" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "Qwen/Qwen2.5-7B",
        "messages": [
            {
                "role": "user",
                "content": "What is the capital of France?"
            }
        ]
    }'
