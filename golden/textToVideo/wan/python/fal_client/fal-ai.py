import fal_client
import requests

result = fal_client.subscribe(
    "fal-ai/wan-t2v",
    arguments={
        "prompt": "A paper boat drifting down a rainy street at dusk."
    },
    with_logs=True,
)

url = result["video"]["url"]
with open("output.mp4", "wb") as f:
    f.write(requests.get(url).content)
