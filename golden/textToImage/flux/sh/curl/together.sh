curl 'https://router.huggingface.co/together/v1/images/generations' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "black-forest-labs/FLUX.1-dev",
        "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
        "steps": 5,
        "response_format": "base64"
    }'
