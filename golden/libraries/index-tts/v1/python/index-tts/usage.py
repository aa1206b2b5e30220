from indextts.infer import IndexTTS

tts = IndexTTS(model_dir="checkpoints", cfg_path="checkpoints/config.yaml")
tts.infer("reference.wav", "IndexTTS speaks in the voice of the reference clip.", "output.wav")
