curl 'https://api.together.xyz/v1/completions' \
    -X POST \
    -H "Authorization: Bearer $TOGETHER_API_KEY" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "Qwen/Qwen2.5-7B",
        "prompt": "The best way to learn a new language is"
    }'
