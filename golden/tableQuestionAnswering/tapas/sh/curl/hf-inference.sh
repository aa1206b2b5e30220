curl 'https://router.huggingface.co/hf-inference/models/google/tapas-base-finetuned-wtq' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "query": "Which city has the largest population?",
            "table": {
                "City": ["Lagos", "Lima", "Oslo"],
                "Population": ["15388000", "10719000", "709000"]
            }
        }
    }'
