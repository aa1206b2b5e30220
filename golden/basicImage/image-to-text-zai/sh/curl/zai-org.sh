image='data:image/jpeg;base64,'"$(base64 -w 0 'cats.jpg')"
# The body carries the file in base64: it goes through a file, as a command line cannot be that long.
printf '%s' '{
    "model": "glm-ocr",
    "file": "'"$image"'"
}' > request.json

curl 'https://router.huggingface.co/zai-org/api/paas/v4/layout_parsing' \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -H 'Accept-Language: en-US,en' \
    -H 'X-Source-Channel: hugging_face' \
    --data-binary @request.json
