job=$(curl 'https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev-lora/predictions' \
    -sS --fail \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -H 'Prefer: wait' \
    -d '{
        "input": {
            "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
            "num_inference_steps": 5,
            "lora_weights": "https://huggingface.co/XLabs-AI/flux-RealismLora"
        }
    }')

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
