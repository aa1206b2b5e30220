import fal_client
import requests

image = fal_client.upload_file("cats.jpg")

result = fal_client.subscribe(
    "Wan-AI/Wan2.1-I2V-14B-720P",
    arguments={
        "image_url": image,
        "prompt": "The cats slowly turn their heads towards the camera."
    },
    with_logs=True,
)

url = result["video"]["url"]
with open("output.mp4", "wb") as f:
    f.write(requests.get(url).content)
