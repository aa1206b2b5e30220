curl 'http://localhost:8000/v1/completions' \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "QuantFactory/Meta-Llama-3-8B-GGUF:IQ4_XS",
        "prompt": "The best way to learn a new language is",
        "max_tokens": 128
    }'
