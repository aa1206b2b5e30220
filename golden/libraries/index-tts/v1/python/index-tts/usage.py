from indextts.infer import IndexTTS

tts = IndexTTS(model_dir="checkpoints", cfg_path="checkpoints/config.yaml")
# reference.wav: your own recording of the voice to speak in; the speech is written to output.wav
tts.infer("reference.wav", "IndexTTS speaks in the voice of the reference clip.", "output.wav")
