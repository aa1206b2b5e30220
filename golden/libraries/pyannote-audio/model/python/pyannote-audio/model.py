from pyannote.audio import Inference, Model

model = Model.from_pretrained("pyannote/segmentation-3.0")
inference = Inference(model)

output = inference("audio.wav")
print(output)
