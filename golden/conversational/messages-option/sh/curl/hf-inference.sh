curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "meta-llama/Llama-3.1-8B-Instruct:hf-inference",
        "messages": [
            {
                "role": "system",
                "content": "You are a terse assistant."
            },
            {
                "role": "user",
                "content": "Name three primary colours."
            }
        ]
    }'
