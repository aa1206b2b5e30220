curl 'https://router.huggingface.co/hf-inference/models/scikit-learn/Fish-Weight' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "data": {
                "bathrooms": ["1", "2", "3"],
                "bedrooms": ["2", "3", "4"],
                "surface_m2": ["54", "88", "132"]
            }
        }
    }'
