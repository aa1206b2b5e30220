import fal_client
import requests

image = fal_client.upload_file("cats.jpg")

result = fal_client.subscribe(
    "fal-ai/birefnet/v2",
    arguments={
        "image_url": image,
        "sync_mode": True
    },
    with_logs=True,
)

url = result["image"]["url"]
with open("output.png", "wb") as f:
    f.write(requests.get(url).content)
