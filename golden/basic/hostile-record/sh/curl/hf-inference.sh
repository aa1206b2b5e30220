curl 'https://router.huggingface.co/hf-inference/models/acme/hostile-model' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "Paris is the '\''\"\"\"`$(rm -rf ~)`${process.exit(1)}#{x}\\\n\t\u0000<mask>\u2028end of France."
    }'
