import collector_vision as cvg
import cv2

# The default corner detector (Cornelius) and card embedder (Milo)
detector = cvg.NeuralCornerDetector()
embedder = cvg.NeuralEmbedder()

# Your own photo of a card
image = cv2.imread("photo.jpg")  # BGR, as cv2 reads it
detection = detector.detect(image)
if detection.card_present:
    card = detection.dewarp(image)  # the card, flattened
    embedding = embedder.embed(card)  # compare against a catalog of card embeddings
    print(embedding.shape)
