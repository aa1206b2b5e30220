import torchaudio
from audioseal import AudioSeal

# The generator adds an imperceptible watermark; the detector finds it again.
generator = AudioSeal.load_generator("audioseal_wm_16bits")
detector = AudioSeal.load_detector("audioseal_detector_16bits")

wav, sample_rate = torchaudio.load("speech.wav")  # 16 kHz audio
wav = wav.unsqueeze(0)  # (batch, channels, samples)

watermarked = wav + generator.get_watermark(wav, sample_rate)
probability, message = detector.detect_watermark(watermarked, sample_rate)
print(probability, message)
