curl 'https://api.together.xyz/v1/images/generations' \
    -X POST \
    -H "Authorization: Bearer $TOGETHER_API_KEY" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "black-forest-labs/FLUX.1-dev",
        "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
        "steps": 5,
        "response_format": "base64"
    }'
