curl 'https://router.huggingface.co/replicate/v1/models/wavespeedai/wan-2.1-t2v-480p/predictions' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -H 'Prefer: wait' \
    -d '{
        "input": {
            "prompt": "A paper boat drifting down a rainy street at dusk."
        }
    }'
