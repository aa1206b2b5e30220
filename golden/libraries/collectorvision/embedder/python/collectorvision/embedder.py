import collector_vision as cvg
from huggingface_hub import hf_hub_download
from PIL import Image

checkpoint = hf_hub_download("HanClinto/milo", "model.onnx")
embedder = cvg.NeuralEmbedder(checkpoint)

# Your own flat crop of one card (NeuralCornerDetector finds it; DetectionResult.dewarp flattens it)
embedding = embedder.embed(Image.open("card.png"))  # L2-normalised vector
print(embedding.shape)
