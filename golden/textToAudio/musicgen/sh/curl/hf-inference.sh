curl 'https://router.huggingface.co/hf-inference/models/facebook/musicgen-small' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --fail \
    -o 'output.flac' \
    -d '{
        "inputs": "A calm piano melody with soft rain in the background."
    }'
