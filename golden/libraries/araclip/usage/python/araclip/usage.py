import numpy as np
from huggingface_hub import hf_hub_download
from PIL import Image
from araclip import AraClip

model = AraClip.from_pretrained("Arabic-Clip/araclip")

# embed() returns L2-normalised numpy vectors for a text or an image
labels = ["قطة", "كلب", "حصان"]  # cat, dog, horse
image = Image.open(hf_hub_download("huggingface/documentation-images", "cats.png", repo_type="dataset"))  # a sample photo from the hub
image_features = model.embed(image=image)
text_features = np.stack([model.embed(text=label) for label in labels])

scores = text_features @ image_features
print(labels[int(np.argmax(scores))])
