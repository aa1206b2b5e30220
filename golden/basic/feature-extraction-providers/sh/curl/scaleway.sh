curl 'https://router.huggingface.co/scaleway/v1/embeddings' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "bge-multilingual-gemma2",
        "input": "The quick brown fox jumps over the lazy dog."
    }'
