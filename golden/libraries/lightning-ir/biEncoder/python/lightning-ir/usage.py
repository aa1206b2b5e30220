from lightning_ir import BiEncoderModule

model = BiEncoderModule("webis/bert-bi-encoder")

query = "What is the capital of France?"
docs = ["Paris is the capital of France.", "Berlin is the capital of Germany."]
output = model.score(query, docs)
print(output.scores)
