import fal_client

audio = fal_client.upload_file("sample1.wav")

result = fal_client.subscribe(
    "fal-ai/whisper",
    arguments={
        "audio_url": audio
    },
    with_logs=True,
)
print(result)
