from fxr.inference import FleXraySegmenter

segmenter = FleXraySegmenter.from_pretrained("VictorButoi/flexray-base")

# segment your own X-ray image; pixels scoring above the threshold belong to a mask
prediction = segmenter.predict("xray.png", threshold=0.5)
masks = prediction.masks
