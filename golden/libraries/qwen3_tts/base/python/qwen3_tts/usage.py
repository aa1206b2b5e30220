import soundfile as sf
import torch
from qwen_tts import Qwen3TTSModel

model = Qwen3TTSModel.from_pretrained("Qwen/Qwen3-TTS-12Hz-0.6B-Base", device_map="cuda:0", dtype=torch.bfloat16)

# Clone a voice from a short reference clip and its transcript (reference.wav: your own recording)
wavs, sample_rate = model.generate_voice_clone(
    text="Qwen3-TTS can clone a voice from a few seconds of audio.",
    language="English",
    ref_audio="reference.wav",
    ref_text="The transcript of the reference clip.",
)
sf.write("output.wav", wavs[0], sample_rate)
