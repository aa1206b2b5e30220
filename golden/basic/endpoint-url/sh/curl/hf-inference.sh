curl 'https://my-endpoint.us-east-1.aws.endpoints.huggingface.cloud' \
    -X POST \
    -H "Authorization: Bearer $API_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "The delivery was quick and the headphones sound wonderful."
    }'
