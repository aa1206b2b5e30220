"""Writes the JPEG and WebP images the verify mock answers with (verify/fixtures.ts adds the PNG itself):
8x8 pixels, a colour gradient, encoded by Pillow so that every client that decodes images reads them.
    .cache/venv-sdk/bin/python verify/samples/make-images.py
"""
import os

from PIL import Image

here = os.path.dirname(os.path.abspath(__file__))
image = Image.new("RGB", (8, 8))
image.putdata([(x * 32, y * 32, 128) for y in range(8) for x in range(8)])
image.save(os.path.join(here, "output.jpg"), quality=90)
image.save(os.path.join(here, "output.webp"), lossless=True)
