import fal_client
import requests

result = fal_client.subscribe(
    "fal-ai/flux/dev",
    arguments={
        "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
        "num_inference_steps": 5
    },
    with_logs=True,
)

url = result["images"][0]["url"]
with open("output.png", "wb") as f:
    f.write(requests.get(url).content)
