job=$(curl 'https://router.huggingface.co/novita/v3/async/wan-t2v' \
    -sS --fail \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "prompt": "A paper boat drifting down a rainy street at dusk."
    }')

# The answer names a job: poll it by its id until it is done (jq reads the JSON).
poll_url='https://router.huggingface.co/novita/v3/async/task-result?task_id='"$(printf '%s' "$job" | jq -r '.["task_id"]')"
while :; do
    sleep 1
    job=$(curl "$poll_url" -sS --fail \
        -H "Authorization: Bearer $HF_TOKEN") || exit 1
    status=$(printf '%s' "$job" | jq -r '.["task"]["status"]')
    [ "$status" = 'TASK_STATUS_SUCCEED' ] && break
    case "$status" in 'TASK_STATUS_FAILED') echo "The job ended without a result: $job" >&2; exit 1 ;; esac
done
printf '%s\n' "$job"
