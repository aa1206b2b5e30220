curl 'https://api.together.xyz/v1/chat/completions' \
    -X POST \
    -H "Authorization: Bearer $TOGETHER_API_KEY" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
        "messages": [
            {
                "role": "user",
                "content": "What is the capital of France?"
            }
        ]
    }'
