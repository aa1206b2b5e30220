curl 'https://router.huggingface.co/hf-inference/models/MIT/ast-finetuned-audioset-10-10-0.4593' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: audio/flac' \
    --data-binary '@sample1.flac'
