image="$(base64 -w 0 'cats.jpg')"
# The body carries the file in base64: it goes through a file, as a command line cannot be that long.
printf '%s' '{
    "inputs": "'"$image"'",
    "parameters": {
        "prompt": "Turn the cats into tigers."
    }
}' > request.json

curl 'https://router.huggingface.co/hf-inference/models/black-forest-labs/FLUX.1-Kontext-dev' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --fail \
    -o 'output.png' \
    --data-binary @request.json
