import fal_client
import requests

result = fal_client.subscribe(
    "Wan-AI/Wan2.1-T2V-14B",
    arguments={
        "prompt": "A paper boat drifting down a rainy street at dusk."
    },
    with_logs=True,
)

url = result["video"]["url"]
with open("output.mp4", "wb") as f:
    f.write(requests.get(url).content)
