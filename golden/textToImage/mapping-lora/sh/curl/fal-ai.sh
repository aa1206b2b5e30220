job=$(curl 'https://router.huggingface.co/fal-ai/fal-ai/flux-lora?_subdomain=queue' \
    -sS --fail \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
        "num_inference_steps": 5,
        "loras": [
            {
                "path": "https://huggingface.co/XLabs-AI/flux-RealismLora/resolve/main/lora.safetensors",
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
