image='data:image/jpeg;base64,'"$(base64 -w 0 'cats.jpg')"
# The body carries the file in base64: it goes through a file, as a command line cannot be that long.
printf '%s' '{
    "model": "Wan-AI/Wan2.2-I2V-A14B",
    "frame_images": [
        {
            "input_image": "'"$image"'",
            "frame": "first"
        }
    ],
    "prompt": "The cats slowly turn their heads towards the camera."
}' > request.json

job=$(curl 'https://api.together.xyz/v2/videos' \
    -sS --fail \
    -X POST \
    -H "Authorization: Bearer $TOGETHER_API_KEY" \
    -H 'Content-Type: application/json' \
    --data-binary @request.json)

# The answer names a job: poll it by its id until it is done (jq reads the JSON).
poll_url='https://api.together.xyz/v2/videos/'"$(printf '%s' "$job" | jq -r '.["id"]')"
while :; do
    sleep 1
    job=$(curl "$poll_url" -sS --fail \
        -H "Authorization: Bearer $TOGETHER_API_KEY") || exit 1
    status=$(printf '%s' "$job" | jq -r '.["status"]')
    [ "$status" = 'completed' ] && break
    case "$status" in 'failed'|'cancelled') echo "The job ended without a result: $job" >&2; exit 1 ;; esac
done
printf '%s\n' "$job"
