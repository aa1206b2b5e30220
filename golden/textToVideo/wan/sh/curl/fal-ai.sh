curl 'https://router.huggingface.co/fal-ai/Wan-AI/Wan2.1-T2V-14B' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "prompt": "A paper boat drifting down a rainy street at dusk."
    }'
