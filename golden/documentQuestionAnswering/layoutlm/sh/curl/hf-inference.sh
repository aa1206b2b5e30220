image="$(base64 -w 0 'invoice.jpg')"
curl 'https://router.huggingface.co/hf-inference/models/impira/layoutlm-document-qa' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "image": "'"$image"'",
            "question": "What is the invoice number?"
        }
    }'
