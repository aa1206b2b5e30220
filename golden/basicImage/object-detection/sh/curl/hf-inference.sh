curl 'https://router.huggingface.co/hf-inference/models/facebook/detr-resnet-50' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: image/jpeg' \
    --data-binary '@cats.jpg'
