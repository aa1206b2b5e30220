from speechbrain.inference.ASR import EncoderDecoderASR

model = EncoderDecoderASR.from_hparams(source="speechbrain/asr-model")
output = model.transcribe_file("example.wav")
print(output)
