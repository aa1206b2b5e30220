# This model has no yolov{N} tag: replace XX below with its YOLO version (for example YOLOv10).
from ultralytics import YOLOvXX

model = YOLOvXX.from_pretrained("Ultralytics/YOLO11")
results = model.predict(source="http://images.cocodataset.org/val2017/000000039769.jpg", save=True)
