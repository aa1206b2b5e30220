import torchaudio
from audioseal import AudioSeal
from huggingface_hub import hf_hub_download

# The generator adds an imperceptible watermark; the detector finds it again.
generator = AudioSeal.load_generator("audioseal_wm_16bits")
detector = AudioSeal.load_detector("audioseal_detector_16bits")

# A sample speech clip from the hub; any sound file will do
wav, sample_rate = torchaudio.load(hf_hub_download("Narsil/asr_dummy", "1.flac", repo_type="dataset"))
wav = wav.unsqueeze(0)  # (batch, channels, samples)

watermarked = wav + generator.get_watermark(wav, sample_rate)
probability, message = detector.detect_watermark(watermarked, sample_rate)
print(probability, message)
