from paddleocr import LayoutDetection

model = LayoutDetection(model_name="PP-DocLayout-L")

# Your own image of a document or of text
output = model.predict("image.png", batch_size=1)
for result in output:
    result.print()
    result.save_to_json(save_path="output/")
