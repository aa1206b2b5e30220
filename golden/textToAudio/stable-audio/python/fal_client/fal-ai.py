import fal_client
import requests

result = fal_client.subscribe(
    "fal-ai/stable-audio",
    arguments={
        "prompt": "A calm piano melody with soft rain in the background."
    },
    with_logs=True,
)

url = result["audio_file"]["url"]
with open("output.flac", "wb") as f:
    f.write(requests.get(url).content)
