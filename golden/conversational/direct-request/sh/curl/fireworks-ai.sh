curl 'https://api.fireworks.ai/inference/v1/chat/completions' \
    -X POST \
    -H "Authorization: Bearer $FIREWORKS_AI_API_KEY" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "accounts/fireworks/models/llama-v3p1-8b-instruct",
        "messages": [
            {
                "role": "user",
                "content": "What is the capital of France?"
            }
        ]
    }'
