from indextts.infer_v2 import IndexTTS2

tts = IndexTTS2(cfg_path="checkpoints/config.yaml", model_dir="checkpoints")
# reference.wav: your own recording of the voice to speak in
tts.infer(spk_audio_prompt="reference.wav", text="IndexTTS speaks in the voice of the reference clip.", output_path="output.wav")
