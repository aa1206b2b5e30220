from indextts.infer_v2 import IndexTTS2

tts = IndexTTS2(cfg_path="checkpoints/config.yaml", model_dir="checkpoints")
tts.infer(spk_audio_prompt="reference.wav", text="IndexTTS speaks in the voice of the reference clip.", output_path="output.wav")
