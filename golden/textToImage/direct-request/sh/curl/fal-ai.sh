job=$(curl 'https://queue.fal.run/fal-ai/flux/dev' \
    -sS --fail \
    -X POST \
    -H "Authorization: Key $FAL_AI_API_KEY" \
    -H 'Content-Type: application/json' \
    -d '{
        "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
        "num_inference_steps": 5
    }')

# The provider answers with a job: poll its status until it completes, then fetch the result.
response_url=$(printf '%s' "$job" | sed -n 's/.*"response_url" *: *"\([^"]*\)".*/\1/p')
job_url='https://queue.fal.run'"/${response_url#https://*/}"
while :; do
    status=$(curl "$job_url/status" -sS --fail \
        -H "Authorization: Key $FAL_AI_API_KEY") || exit 1
    case "$status" in *'"COMPLETED"'*) break ;; esac
    sleep 1
done
curl "$job_url" -sS --fail \
    -H "Authorization: Key $FAL_AI_API_KEY"
