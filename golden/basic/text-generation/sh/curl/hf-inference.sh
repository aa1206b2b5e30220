curl 'https://router.huggingface.co/hf-inference/models/openai-community/gpt2' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "The best way to learn a new language is"
    }'
