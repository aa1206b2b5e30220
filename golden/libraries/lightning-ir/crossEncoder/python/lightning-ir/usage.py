from lightning_ir import CrossEncoderModule

model = CrossEncoderModule("webis/monoelectra-base")

query = "What is the capital of France?"
docs = ["Paris is the capital of France.", "Berlin is the capital of Germany."]
output = model.score(query, docs)
print(output.scores)
