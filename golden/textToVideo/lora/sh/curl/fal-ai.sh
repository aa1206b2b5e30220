job=$(curl 'https://router.huggingface.co/fal-ai/fal-ai/wan-t2v-lora?_subdomain=queue' \
    -sS --fail \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "prompt": "A paper boat drifting down a rainy street at dusk.",
        "loras": [
            {
                "path": "https://huggingface.co/benjamin-paine/steamboat-willie-14b/resolve/main/steamboat-willie-14b.safetensors",
                "scale": 1
            }
        ]
    }')

# The provider answers with a job: poll its status until it completes, then fetch the result.
response_url=$(printf '%s' "$job" | sed -n 's/.*"response_url" *: *"\([^"]*\)".*/\1/p')
job_url='https://router.huggingface.co/fal-ai'"/${response_url#https://*/}"
while :; do
    status=$(curl "$job_url/status"'?_subdomain=queue' -sS --fail \
        -H "Authorization: Bearer $HF_TOKEN") || exit 1
    case "$status" in *'"COMPLETED"'*) break ;; esac
    sleep 1
done
curl "$job_url"'?_subdomain=queue' -sS --fail \
    -H "Authorization: Bearer $HF_TOKEN"
