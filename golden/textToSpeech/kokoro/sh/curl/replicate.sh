curl 'https://router.huggingface.co/replicate/v1/models/jaaari/kokoro-82m/predictions' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -H 'Prefer: wait' \
    -d '{
        "input": {
            "text": "Welcome aboard. The train to the coast leaves from platform four."
        }
    }'
