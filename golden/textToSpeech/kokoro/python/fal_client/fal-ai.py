import fal_client
import requests

result = fal_client.subscribe(
    "fal-ai/kokoro/american-english",
    arguments={
        "text": "Welcome aboard. The train to the coast leaves from platform four."
    },
    with_logs=True,
)

url = result["audio"]["url"]
with open("output.flac", "wb") as f:
    f.write(requests.get(url).content)
