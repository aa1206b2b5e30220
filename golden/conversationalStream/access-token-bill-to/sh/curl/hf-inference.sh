curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
    -H 'Authorization: Bearer hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' \
    -H 'Content-Type: application/json' \
    -H 'X-HF-Bill-To: huggingface' \
    --no-buffer \
    -d '{
        "model": "meta-llama/Llama-3.1-8B-Instruct:hf-inference",
        "messages": [
            {
                "role": "user",
                "content": "What is the capital of France?"
            }
        ],
        "stream": true
    }'
