curl 'https://router.huggingface.co/together/v1/embeddings' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "BAAI/bge-large-en-v1.5",
        "input": "The quick brown fox jumps over the lazy dog."
    }'
