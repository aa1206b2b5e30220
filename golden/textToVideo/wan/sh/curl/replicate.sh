curl 'https://router.huggingface.co/replicate/v1/models/Wan-AI/Wan2.1-T2V-14B/predictions' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -H 'Prefer: wait' \
    -d '{
        "input": {
            "prompt": "A paper boat drifting down a rainy street at dusk."
        }
    }'
