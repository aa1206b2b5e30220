from supertonic import TTS

# The first run downloads the ONNX models
tts = TTS(auto_download=True)

style = tts.get_voice_style(voice_name="M1")  # M1, M2, F1, F2
wav, duration = tts.synthesize("Supertonic speaks faster than real time, on device.", voice_style=style)
tts.save_audio(wav, "output.wav")
