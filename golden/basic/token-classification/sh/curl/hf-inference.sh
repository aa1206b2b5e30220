curl 'https://router.huggingface.co/hf-inference/models/dslim/bert-base-NER' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "Ada Lovelace worked with Charles Babbage in London."
    }'
