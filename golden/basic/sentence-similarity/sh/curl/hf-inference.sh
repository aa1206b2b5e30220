curl 'https://router.huggingface.co/hf-inference/models/sentence-transformers/all-MiniLM-L6-v2/pipeline/sentence-similarity' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "sentences": [
                "A puppy is playing in the garden.",
                "The stock market fell sharply today.",
                "A cat is asleep on the sofa."
            ],
            "source_sentence": "A dog runs across the park."
        }
    }'
