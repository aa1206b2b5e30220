from setfit import SetFitModel

model = SetFitModel.from_pretrained("SetFit/bge-small-en-v1.5-sst2-8-shot")

predictions = model.predict(["I loved this film!", "The plot made no sense."])
print(predictions)
