# Gated model: request access at https://huggingface.co/meta-llama/Llama-3.2-1B-Instruct and wait for its authors' approval, then use a token (HF_TOKEN) of that account.
curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "meta-llama/Llama-3.2-1B-Instruct:hf-inference",
        "messages": [
            {
                "role": "user",
                "content": "What is the capital of France?"
            }
        ]
    }'
