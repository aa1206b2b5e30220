import fal_client
import requests

image = fal_client.upload_file("cats.jpg")

result = fal_client.subscribe(
    "fal-ai/wan-i2v",
    arguments={
        "prompt": "The cats slowly turn their heads towards the camera.",
        "image_url": image
    },
    with_logs=True,
)

url = result["video"]["url"]
with open("output.mp4", "wb") as f:
    f.write(requests.get(url).content)
