curl 'https://router.huggingface.co/together/v1/completions' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "Qwen/Qwen2.5-7B",
        "prompt": "The best way to learn a new language is"
    }'
