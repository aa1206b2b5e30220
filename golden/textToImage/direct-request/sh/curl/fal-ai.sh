curl 'https://fal.run/black-forest-labs/FLUX.1-dev' \
    -X POST \
    -H "Authorization: Key $FAL_AI_API_KEY" \
    -H 'Content-Type: application/json' \
    -d '{
        "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
        "num_inference_steps": 5
    }'
