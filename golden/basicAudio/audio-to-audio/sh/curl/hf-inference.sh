curl 'https://router.huggingface.co/hf-inference/models/speechbrain/sepformer-wham' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: audio/flac' \
    --data-binary '@sample1.flac'
