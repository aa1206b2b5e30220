curl 'https://api.groq.com/openai/v1/chat/completions' \
    -X POST \
    -H "Authorization: Bearer $GROQ_API_KEY" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "llama-3.1-8b-instant",
        "messages": [
            {
                "role": "user",
                "content": "What is the capital of France?"
            }
        ]
    }'
