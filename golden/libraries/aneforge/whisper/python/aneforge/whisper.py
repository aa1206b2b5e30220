# ANEForge runs the model on the Apple Neural Engine directly (no CoreML conversion)
import aneforge as af
import numpy as np

whisper = af.load_whisper("aneforge/whisper-small")

# the audio as a mono float32 waveform sampled at 16 kHz (here: one second of silence)
waveform = np.zeros(16000, dtype=np.float32)
print(whisper.transcribe(waveform))
