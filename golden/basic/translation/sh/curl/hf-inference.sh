curl 'https://router.huggingface.co/hf-inference/models/Helsinki-NLP/opus-mt-fr-en' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "Le marché ouvre tous les samedis matin sur la place du village."
    }'
