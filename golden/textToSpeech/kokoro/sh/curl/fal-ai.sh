curl 'https://router.huggingface.co/fal-ai/hexgrad/Kokoro-82M' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "text": "Welcome aboard. The train to the coast leaves from platform four."
    }'
