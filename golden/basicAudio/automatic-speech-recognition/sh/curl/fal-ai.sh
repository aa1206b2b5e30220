audio='data:audio/x-wav;base64,'"$(base64 -w 0 'sample1.wav')"
# The body carries the file in base64: it goes through a file, as a command line cannot be that long.
printf '%s' '{
    "audio_url": "'"$audio"'"
}' > request.json

curl 'https://router.huggingface.co/fal-ai/fal-ai/whisper' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --data-binary @request.json
