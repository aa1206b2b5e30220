curl 'https://api.cerebras.ai/v1/chat/completions' \
    -X POST \
    -H "Authorization: Bearer $CEREBRAS_API_KEY" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "llama3.1-8b",
        "messages": [
            {
                "role": "user",
                "content": "What is the capital of France?"
            }
        ]
    }'
