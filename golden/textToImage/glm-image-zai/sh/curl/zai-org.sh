job=$(curl 'https://router.huggingface.co/zai-org/api/paas/v4/async/images/generations' \
    -sS --fail \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -H 'Accept-Language: en-US,en' \
    -H 'X-Source-Channel: hugging_face' \
    -d '{
        "num_inference_steps": 5,
        "model": "glm-image",
        "prompt": "A lighthouse on a rocky coast at sunrise, oil painting"
    }')

# The answer names a job: poll it by its id until it is done (jq reads the JSON).
poll_url='https://router.huggingface.co/zai-org/api/paas/v4/async-result/'"$(printf '%s' "$job" | jq -r '.["id"]')"
while :; do
    sleep 1
    job=$(curl "$poll_url" -sS --fail \
        -H "Authorization: Bearer $HF_TOKEN") || exit 1
    status=$(printf '%s' "$job" | jq -r '.["task_status"]')
    [ "$status" = 'SUCCESS' ] && break
    case "$status" in 'FAIL') echo "The job ended without a result: $job" >&2; exit 1 ;; esac
done
printf '%s\n' "$job"
