image='data:image/jpeg;base64,'"$(base64 -w 0 'cats.jpg')"
# The body carries the file in base64: it goes through a file, as a command line cannot be that long.
printf '%s' '{
    "prompt": "The cats slowly turn their heads towards the camera.",
    "image_url": "'"$image"'"
}' > request.json

job=$(curl 'https://queue.fal.run/fal-ai/wan-i2v' \
    -sS --fail \
    -X POST \
    -H "Authorization: Key $FAL_AI_API_KEY" \
    -H 'Content-Type: application/json' \
    --data-binary @request.json)

# The provider answers with a job: poll its status until it completes, then fetch the result.
response_url=$(printf '%s' "$job" | sed -n 's/.*"response_url" *: *"\([^"]*\)".*/\1/p')
job_url='https://queue.fal.run'"/${response_url#https://*/}"
while :; do
    status=$(curl "$job_url/status" -sS --fail \
        -H "Authorization: Key $FAL_AI_API_KEY") || exit 1
    case "$status" in *'"COMPLETED"'*) break ;; esac
    sleep 1
done
curl "$job_url" -sS --fail \
    -H "Authorization: Key $FAL_AI_API_KEY"
