from span_marker import SpanMarkerModel

model = SpanMarkerModel.from_pretrained("tomaarsen/span-marker-bert-base-fewnerd-fine-super")

entities = model.predict("Amelia Earhart flew her Lockheed Vega 5B across the Atlantic to Paris.")
print(entities)
