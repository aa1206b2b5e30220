image="$(base64 -w 0 'cats.jpg')"
# The body carries the file in base64: it goes through a file, as a command line cannot be that long.
printf '%s' '{
    "prompt": "The cats slowly turn their heads towards the camera.",
    "image": "'"$image"'",
    "images": [
        "'"$image"'"
    ]
}' > request.json

job=$(curl 'https://router.huggingface.co/wavespeed/api/v3/wavespeed-ai/wan-2.2/i2v-480p' \
    -sS --fail \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --data-binary @request.json)

# The answer is a job that may still be running: poll it until it is done (jq reads the JSON).
poll_url='https://router.huggingface.co/wavespeed'"$(printf '%s' "$job" | jq -r '.["data"]["urls"]["get"]' | sed -E 's|^https?://[^/]+||')"
while :; do
    status=$(printf '%s' "$job" | jq -r '.["data"]["status"]')
    [ "$status" = 'completed' ] && break
    case "$status" in 'failed') echo "The job ended without a result: $job" >&2; exit 1 ;; esac
    sleep 1
    job=$(curl "$poll_url" -sS --fail \
        -H "Authorization: Bearer $HF_TOKEN") || exit 1
done
printf '%s\n' "$job"
