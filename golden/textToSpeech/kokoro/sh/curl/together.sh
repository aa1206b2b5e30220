curl 'https://router.huggingface.co/together/v1/audio/speech' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --fail \
    -o 'output.wav' \
    -d '{
        "model": "hexgrad/Kokoro-82M",
        "input": "Welcome aboard. The train to the coast leaves from platform four.",
        "voice": "af_alloy"
    }'
