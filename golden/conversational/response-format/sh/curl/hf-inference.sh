curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "meta-llama/Llama-3.1-8B-Instruct:hf-inference",
        "messages": [
            {
                "role": "user",
                "content": "What is the capital of France?"
            }
        ],
        "response_format": {
            "type": "json_schema",
            "json_schema": {
                "name": "capital",
                "schema": {
                    "title": "capital",
                    "type": "object",
                    "properties": {
                        "city": {
                            "type": "string"
                        },
                        "country": {
                            "type": "string"
                        }
                    },
                    "required": ["city", "country"],
                    "additionalProperties": false
                },
                "strict": true
            }
        }
    }'
