from speechbrain.inference.enhancement import SpectralMaskEnhancement

model = SpectralMaskEnhancement.from_hparams(source="speechbrain/enhancement-model")
output = model.enhance_file("example.wav")
print(output)
