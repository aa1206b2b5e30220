image="$(base64 -w 0 'cats.jpg')"
# The body carries the file in base64: it goes through a file, as a command line cannot be that long.
printf '%s' '{
    "inputs": "'"$image"'"
}' > request.json

curl 'https://router.huggingface.co/hf-inference/models/nvidia/segformer-b0-finetuned-ade-512-512' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --data-binary @request.json
