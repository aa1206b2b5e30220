from ultralytics import YOLOv10

model = YOLOv10.from_pretrained("jameslahm/yolov10s")
results = model.predict(source="http://images.cocodataset.org/val2017/000000039769.jpg", save=True)
