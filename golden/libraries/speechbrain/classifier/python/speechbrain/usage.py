from speechbrain.inference.classifiers import EncoderClassifier

model = EncoderClassifier.from_hparams(source="speechbrain/classifier-model")
output = model.classify_file("example.wav")
print(output)
