from gliner2 import GLiNER2

extractor = GLiNER2.from_pretrained("fastino/gliner2-base-v1")

text = "Apple CEO Tim Cook announced the new iPhone in Cupertino."
result = extractor.extract_entities(text, ["company", "person", "product", "location"])
print(result)
