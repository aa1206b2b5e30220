# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("document-question-answering", model="impira/layoutlm-document-qa")
# The page's words and boxes (0-1000 scale), as OCR reads them; given an image alone, the pipeline runs Tesseract
word_boxes = [
    ("Invoice", [80, 60, 210, 90]),
    ("number:", [220, 60, 340, 90]),
    ("INV-0042", [350, 60, 490, 90]),
    ("Date:", [80, 110, 160, 140]),
    ("2026-03-02", [170, 110, 330, 140]),
    ("Total:", [80, 160, 170, 190]),
    ("120.00", [180, 160, 280, 190]),
    ("EUR", [290, 160, 350, 190]),
]
print(pipe({"question": "What is the invoice number?", "word_boxes": word_boxes}))
