curl 'https://router.huggingface.co/hf-inference/models/hexgrad/Kokoro-82M' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --fail \
    -o 'output.flac' \
    -d '{
        "inputs": "Welcome aboard. The train to the coast leaves from platform four."
    }'
