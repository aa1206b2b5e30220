from sentence_transformers import CrossEncoder

model = CrossEncoder("cross-encoder/ms-marco-MiniLM-L6-v2")

query = "Where is the cat resting?"
documents = [
    "The cat sleeps on the warm windowsill.",
    "A kitten is napping in the sunshine.",
    "Interest rates rose again this quarter."
]
ranking = model.rank(query, documents)
for hit in ranking:
    print(f"{hit['score']:.4f}", documents[hit["corpus_id"]])
