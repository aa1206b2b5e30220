import depth_pro

# Reads the weights from checkpoints/depth_pro.pt
model, transform = depth_pro.create_model_and_transforms()
model.eval()

image, _, f_px = depth_pro.load_rgb("image.jpg")
prediction = model.infer(transform(image), f_px=f_px)
depth = prediction["depth"]  # metric depth in metres
focal_length_px = prediction["focallength_px"]
