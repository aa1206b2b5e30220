from speechbrain.inference.separation import SepformerSeparation

model = SepformerSeparation.from_hparams(source="speechbrain/separation-model")
output = model.separate_file("example.wav")
print(output)
