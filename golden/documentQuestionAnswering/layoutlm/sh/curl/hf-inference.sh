image="$(base64 -w 0 'invoice.jpg')"
# The body carries the file in base64: it goes through a file, as a command line cannot be that long.
printf '%s' '{
    "inputs": {
        "image": "'"$image"'",
        "question": "What is the invoice number?"
    }
}' > request.json

curl 'https://router.huggingface.co/hf-inference/models/impira/layoutlm-document-qa' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --data-binary @request.json
