image="$(base64 -w 0 'cats.jpg')"
curl 'https://router.huggingface.co/hf-inference/models/openai/clip-vit-large-patch14' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "'"$image"'",
        "parameters": {
            "candidate_labels": ["cat", "dog", "llama"]
        }
    }'
