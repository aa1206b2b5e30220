curl 'https://router.huggingface.co/nscale/v1/images/generations' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "black-forest-labs/FLUX.1-dev",
        "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
        "num_inference_steps": 5,
        "response_format": "b64_json"
    }'
