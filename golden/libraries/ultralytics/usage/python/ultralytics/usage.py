from huggingface_hub import hf_hub_download, list_repo_files
from ultralytics import YOLO

# Download the repository's PyTorch weights (the first .pt file) and load them with YOLO.
weights_file = next(name for name in list_repo_files("Ultralytics/YOLOv8") if name.endswith(".pt"))
model = YOLO(hf_hub_download("Ultralytics/YOLOv8", weights_file))
results = model.predict(source="http://images.cocodataset.org/val2017/000000039769.jpg", save=True)
