image="$(base64 -w 0 'cats.jpg')"
curl 'https://router.huggingface.co/hf-inference/models/black-forest-labs/FLUX.1-Kontext-dev' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --fail \
    -o 'output.png' \
    -d '{
        "inputs": "'"$image"'",
        "parameters": {
            "prompt": "Turn the cats into tigers."
        }
    }'
