image="$(base64 -w 0 'cats.jpg')"
curl 'https://router.huggingface.co/hf-inference/models/Qwen/Qwen-Image-Edit' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --fail \
    -o 'output.png' \
    -d '{
        "inputs": "'"$image"'",
        "parameters": {
            "prompt": "Paint the cats in the style of a watercolour."
        }
    }'
