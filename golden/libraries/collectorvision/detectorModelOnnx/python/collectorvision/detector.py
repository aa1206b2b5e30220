import collector_vision as cvg
import cv2
from huggingface_hub import hf_hub_download

checkpoint = hf_hub_download("HanClinto/ccgdetector-fastweb-single", "model.onnx")
detector = cvg.NeuralCornerDetector(checkpoint)

# Your own photo of a card
image = cv2.imread("photo.jpg")  # BGR, as cv2 reads it
detection = detector.detect(image)
if detection.card_present:
    print(detection.corners)  # normalised (x, y): top-left, top-right, bottom-right, bottom-left
    detection.dewarp(image).save("card.png")  # the card, flattened
