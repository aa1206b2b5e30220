image='data:image/jpeg;base64,'"$(base64 -w 0 'cats.jpg')"
# The body carries the file in base64: it goes through a file, as a command line cannot be that long.
printf '%s' '{
    "input": {
        "prompt": "Turn the cats into tigers.",
        "image": "'"$image"'",
        "images": [
            "'"$image"'"
        ],
        "input_image": "'"$image"'",
        "input_images": [
            "'"$image"'"
        ],
        "lora_weights": "https://huggingface.co/Kontext-Style/Ghibli_lora"
    }
}' > request.json

job=$(curl 'https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-kontext-dev-lora/predictions' \
    -sS --fail \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -H 'Prefer: wait' \
    --data-binary @request.json)

# The answer is a job that may still be running: poll it until it is done (jq reads the JSON).
poll_url='https://router.huggingface.co/replicate'"$(printf '%s' "$job" | jq -r '.["urls"]["get"]' | sed -E 's|^https?://[^/]+||')"
while :; do
    status=$(printf '%s' "$job" | jq -r '.["status"]')
    [ "$status" = 'succeeded' ] && break
    case "$status" in 'failed'|'canceled') echo "The job ended without a result: $job" >&2; exit 1 ;; esac
    sleep 1
    job=$(curl "$poll_url" -sS --fail \
        -H "Authorization: Bearer $HF_TOKEN") || exit 1
done
printf '%s\n' "$job"
