import base64

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
if url.startswith("data:"):
    # The file itself, in the answer: decode it rather than download it.
    content = base64.b64decode(url.split(",", 1)[1])
else:
    content = requests.get(url).content
with open("output.png", "wb") as f:
    f.write(content)
