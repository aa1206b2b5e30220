"""Writes the audio and video the verify mock answers with (verify/fixtures.ts adds a tag to each in a place
decoders skip): a 0.1 s 440 Hz tone as FLAC, MP3 and WAV (libsndfile, through soundfile), and four 16x16
frames as H.264 in MP4 (FFmpeg, through PyAV), so that a client or a user's player that decodes them reads them.
    .cache/venv-libraries/bin/python verify/samples/make-media.py
"""
import os

import av
import numpy as np
import soundfile

here = os.path.dirname(os.path.abspath(__file__))
rate = 16000
seconds = np.arange(rate // 10) / rate
tone = (0.3 * np.sin(2 * np.pi * 440 * seconds)).astype(np.float32)
soundfile.write(os.path.join(here, "output.flac"), tone, rate, format="FLAC")
soundfile.write(os.path.join(here, "output.mp3"), tone, rate, format="MP3")
soundfile.write(os.path.join(here, "output.wav"), tone, rate, format="WAV", subtype="PCM_16")

video = av.open(os.path.join(here, "output.mp4"), "w")
stream = video.add_stream("libx264", rate=4)
stream.width, stream.height, stream.pix_fmt = 16, 16, "yuv420p"
stream.options = {"crf": "40", "preset": "ultrafast"}
for i in range(4):
    frame = np.zeros((16, 16, 3), dtype=np.uint8)
    frame[:, :, 0] = i * 60
    frame[:, :, 1] = np.arange(16)[None, :] * 16
    for packet in stream.encode(av.VideoFrame.from_ndarray(frame, format="rgb24")):
        video.mux(packet)
for packet in stream.encode():
    video.mux(packet)
video.close()
