import scipy.io.wavfile
from pocket_tts import TTSModel

tts_model = TTSModel.load_model()

# A built-in voice name, or a reference clip (local path or hf:// URL) to clone
voice_state = tts_model.get_state_for_audio_prompt("alba")
audio = tts_model.generate_audio(voice_state, "Pocket TTS runs on a laptop CPU.")
scipy.io.wavfile.write("output.wav", tts_model.sample_rate, audio.numpy())
