curl 'https://router.huggingface.co/hf-inference/models/deepset/roberta-base-squad2' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "context": "Paris is the capital and most populous city of France.",
            "question": "What is the capital of France?"
        }
    }'
