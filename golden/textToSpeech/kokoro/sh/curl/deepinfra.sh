curl 'https://router.huggingface.co/deepinfra/v1/openai/audio/speech' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --fail \
    -o 'output.wav' \
    -d '{
        "model": "hexgrad/Kokoro-82M",
        "input": "Welcome aboard. The train to the coast leaves from platform four."
    }'
