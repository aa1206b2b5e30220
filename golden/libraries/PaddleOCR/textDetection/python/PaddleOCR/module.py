from paddleocr import TextDetection

model = TextDetection(model_name="PP-OCRv5_server_det")

# Your own image of a document or of text
output = model.predict("image.png", batch_size=1)
for result in output:
    result.print()
    result.save_to_json(save_path="output/")
