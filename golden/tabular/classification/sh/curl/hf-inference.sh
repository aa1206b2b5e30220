curl 'https://router.huggingface.co/hf-inference/models/julien-c/wine-quality' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "data": {
                "alcohol": ["9.4", "9.8", "12.6"],
                "fixed_acidity": ["7.4", "7.8", "10.3"],
                "volatile_acidity": ["0.70", "0.88", "0.32"]
            }
        }
    }'
