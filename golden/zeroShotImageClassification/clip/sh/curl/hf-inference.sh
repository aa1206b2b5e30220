image="$(base64 -w 0 'cats.jpg')"
# The body carries the file in base64: it goes through a file, as a command line cannot be that long.
printf '%s' '{
    "inputs": {
        "image": "'"$image"'"
    },
    "parameters": {
        "candidate_labels": ["cat", "dog", "llama"]
    }
}' > request.json

curl 'https://router.huggingface.co/hf-inference/models/openai/clip-vit-large-patch14' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --data-binary @request.json
