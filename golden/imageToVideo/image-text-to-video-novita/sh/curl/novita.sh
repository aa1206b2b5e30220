image='data:image/jpeg;base64,'"$(base64 -w 0 'cats.jpg')"
# The body carries the file in base64: it goes through a file, as a command line cannot be that long.
printf '%s' '{
    "model": "MiniMax-H3",
    "content": [
        {
            "type": "text",
            "text": "The cats slowly turn their heads towards the camera."
        },
        {
            "type": "image_url",
            "image_url": {
                "url": "'"$image"'"
            },
            "role": "first_frame"
        }
    ],
    "resolution": "768P",
    "duration": 4,
    "ratio": "adaptive"
}' > request.json

job=$(curl 'https://router.huggingface.co/novita/v3/minimax/v2/video_generation' \
    -sS --fail \
    -X POST \
    -H "Authorization: Bearer $HF_TOKEN" \
    -H 'Content-Type: application/json' \
    --data-binary @request.json)

# The answer names a job: poll it by its id until it is done (jq reads the JSON).
poll_url='https://router.huggingface.co/novita/v3/minimax/v2/query/video_generation/'"$(printf '%s' "$job" | jq -r '.["task_id"]')"
while :; do
    sleep 1
    job=$(curl "$poll_url" -sS --fail \
        -H "Authorization: Bearer $HF_TOKEN") || exit 1
    status=$(printf '%s' "$job" | jq -r '.["task"]["status"]')
    [ "$status" = 'succeeded' ] && break
    case "$status" in 'failed'|'cancelled') echo "The job ended without a result: $job" >&2; exit 1 ;; esac
done
printf '%s\n' "$job"
