import soundfile as sf
import torch
from qwen_tts import Qwen3TTSModel

model = Qwen3TTSModel.from_pretrained("Qwen/Qwen3-TTS-12Hz-1.7B-VoiceDesign", device_map="cuda:0", dtype=torch.bfloat16)

wavs, sample_rate = model.generate_voice_design(
    text="Qwen3-TTS can design a voice from a description.",
    language="English",
    instruct="A calm, low-pitched narrator with a slight smile in the voice.",
)
sf.write("output.wav", wavs[0], sample_rate)
