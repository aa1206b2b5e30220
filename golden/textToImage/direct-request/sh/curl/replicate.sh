curl 'https://api.replicate.com/v1/models/black-forest-labs/flux-dev/predictions' \
    -X POST \
    -H "Authorization: Bearer $REPLICATE_API_KEY" \
    -H 'Content-Type: application/json' \
    -H 'Prefer: wait' \
    -d '{
        "input": {
            "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
            "num_inference_steps": 5
        }
    }'
