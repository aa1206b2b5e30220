# The short way: predict() returns the image with its background removed
from huggingface_hub import hf_hub_download
from nobg import AutoModel, AutoProcessor

model = AutoModel.from_pretrained("feyninc/nobg-base").eval()
processor = AutoProcessor.from_pretrained("feyninc/nobg-base")
image_path = hf_hub_download("huggingface/documentation-images", "cats.png", repo_type="dataset")  # a sample photo from the hub

cutout = model.predict(processor, image_path)
