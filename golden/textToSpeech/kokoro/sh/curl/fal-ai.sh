curl 'https://router.huggingface.co/fal-ai/fal-ai/kokoro/american-english' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "text": "Welcome aboard. The train to the coast leaves from platform four."
    }'
