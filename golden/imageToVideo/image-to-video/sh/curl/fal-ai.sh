image='data:image/jpeg;base64,'"$(base64 -w 0 'cats.jpg')"
curl 'https://router.huggingface.co/fal-ai/Wan-AI/Wan2.1-I2V-14B-720P' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "image_url": "'"$image"'",
        "prompt": "The cats slowly turn their heads towards the camera."
    }'
