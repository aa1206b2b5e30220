curl 'https://router.huggingface.co/hf-inference/models/nvidia/segformer-b0-finetuned-ade-512-512' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: image/jpeg' \
    --data-binary '@cats.jpg'
