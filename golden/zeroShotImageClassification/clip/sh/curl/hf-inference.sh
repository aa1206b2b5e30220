curl 'https://router.huggingface.co/hf-inference/models/openai/clip-vit-large-patch14' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "cats.jpg",
        "parameters": {
            "candidate_labels": ["cat", "dog", "llama"]
        }
    }'
