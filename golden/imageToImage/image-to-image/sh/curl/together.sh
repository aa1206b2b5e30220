image='data:image/jpeg;base64,'"$(base64 -w 0 'cats.jpg')"
# The body carries the file in base64: it goes through a file, as a command line cannot be that long.
printf '%s' '{
    "model": "black-forest-labs/FLUX.1-kontext-dev",
    "prompt": "Turn the cats into tigers.",
    "image_url": "'"$image"'",
    "response_format": "base64"
}' > request.json

curl 'https://router.huggingface.co/together/v1/images/generations' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --data-binary @request.json
