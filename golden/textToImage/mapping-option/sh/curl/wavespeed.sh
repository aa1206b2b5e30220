job=$(curl 'https://router.huggingface.co/wavespeed/api/v3/wavespeed-ai/flux-dev-lora' \
    -sS --fail \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "num_inference_steps": 5,
        "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
        "loras": [
            {
                "path": "XLabs-AI/flux-RealismLora",
                "scale": 1
            }
        ]
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
