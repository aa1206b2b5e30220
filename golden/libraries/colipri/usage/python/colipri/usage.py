from colipri import ZeroShotImageClassificationPipeline, get_model, get_processor, load_sample_ct

model = get_model().cuda()
processor = get_processor()
pipeline = ZeroShotImageClassificationPipeline(model, processor)

image = load_sample_ct()  # a chest CT; pass your own CT volume the same way
pipeline(image, ["No lung nodules", "Lung nodules"])
