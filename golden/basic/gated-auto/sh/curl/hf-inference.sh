# Gated model: accept its conditions at https://huggingface.co/acme/gated-sentiment (access is immediate), then use a token (HF_TOKEN) of that account.
curl 'https://router.huggingface.co/hf-inference/models/acme/gated-sentiment' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "The delivery was quick and the headphones sound wonderful."
    }'
