job=$(curl 'https://router.huggingface.co/wavespeed/api/v3/wavespeed-ai/wan-2.2/t2v-5b-720p' \
    -sS --fail \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "prompt": "A paper boat drifting down a rainy street at dusk."
    }')

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
