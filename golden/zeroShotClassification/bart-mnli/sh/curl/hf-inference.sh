curl 'https://router.huggingface.co/hf-inference/models/facebook/bart-large-mnli' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "The blender I ordered stopped working after two days and I would like my money back.",
        "parameters": {
            "candidate_labels": ["refund", "legal", "faq"]
        }
    }'
