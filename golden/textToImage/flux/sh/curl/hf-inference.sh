curl 'https://router.huggingface.co/hf-inference/models/black-forest-labs/FLUX.1-dev' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --fail \
    -o 'output.png' \
    -d '{
        "inputs": "A lighthouse on a rocky coast at sunrise, oil painting",
        "parameters": {
            "num_inference_steps": 5
        }
    }'
