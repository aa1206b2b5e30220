import fal_client
import requests

audio = fal_client.upload_file("sample1.wav")

result = fal_client.subscribe(
    "fal-ai/sam-audio/separate",
    arguments={
        "audio_url": audio
    },
    with_logs=True,
)

url = result["audio"]["url"]
with open("output.flac", "wb") as f:
    f.write(requests.get(url).content)
