"""Writes sample.avi, the video the library snippets' sample URL (an AVI: catalogue/inference/sample-inputs.yaml
`files.video`) is answered with in the verify run: four 16x16 frames as MPEG-4 Part 2 in AVI (FFmpeg, through
PyAV), which PyAV and torchcodec decode.
    .cache/venv-libraries/bin/python verify/samples/make-avi.py
"""
import os

import av
import numpy as np

here = os.path.dirname(os.path.abspath(__file__))
video = av.open(os.path.join(here, "sample.avi"), "w", format="avi")
stream = video.add_stream("mpeg4", rate=4)
stream.width, stream.height, stream.pix_fmt = 16, 16, "yuv420p"
for i in range(4):
    frame = np.zeros((16, 16, 3), dtype=np.uint8)
    frame[:, :, 0] = i * 60
    frame[:, :, 2] = np.arange(16)[:, None] * 16
    for packet in stream.encode(av.VideoFrame.from_ndarray(frame, format="rgb24")):
        video.mux(packet)
for packet in stream.encode():
    video.mux(packet)
video.close()
