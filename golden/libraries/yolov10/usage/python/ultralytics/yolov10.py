# YOLOv10 from THU-MIG's fork of ultralytics: pip install git+https://github.com/THU-MIG/yolov10.git
from ultralytics import YOLOv10

model = YOLOv10.from_pretrained("jameslahm/yolov10s")
results = model.predict(source="http://images.cocodataset.org/val2017/000000039769.jpg", save=True)
