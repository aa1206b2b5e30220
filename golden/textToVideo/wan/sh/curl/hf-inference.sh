curl 'https://router.huggingface.co/hf-inference/models/Wan-AI/Wan2.1-T2V-14B' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --fail \
    -o 'output.mp4' \
    -d '{
        "inputs": "A paper boat drifting down a rainy street at dusk."
    }'
