import fal_client
import requests

image = fal_client.upload_file("cats.jpg")

result = fal_client.subscribe(
    "black-forest-labs/FLUX.1-Kontext-dev",
    arguments={
        "image_url": image,
        "prompt": "Turn the cats into tigers."
    },
    with_logs=True,
)

url = result["images"][0]["url"]
with open("output.png", "wb") as f:
    f.write(requests.get(url).content)
