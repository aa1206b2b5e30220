image='data:image/jpeg;base64,'"$(base64 -w 0 'cats.jpg')"
curl 'https://router.huggingface.co/fal-ai/black-forest-labs/FLUX.1-Kontext-dev' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "image_url": "'"$image"'",
        "prompt": "Turn the cats into tigers."
    }'
