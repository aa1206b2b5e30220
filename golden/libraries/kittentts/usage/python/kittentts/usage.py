import soundfile as sf
from kittentts import KittenTTS

model = KittenTTS("KittenML/kitten-tts-nano-0.1")

audio = model.generate("Small models can speak clearly too.", voice="expr-voice-2-f")
sf.write("output.wav", audio, 24000)
