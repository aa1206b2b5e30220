import numpy as np
from PIL import Image
from araclip import AraClip

model = AraClip.from_pretrained("Arabic-Clip/araclip")

# embed() returns L2-normalised numpy vectors for a text or an image
labels = ["قطة", "كلب", "حصان"]  # cat, dog, horse
image_features = model.embed(image=Image.open("image.jpg"))
text_features = np.stack([model.embed(text=label) for label in labels])

scores = text_features @ image_features
print(labels[int(np.argmax(scores))])
