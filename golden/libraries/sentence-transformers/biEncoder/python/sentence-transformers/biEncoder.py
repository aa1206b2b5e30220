from sentence_transformers import SentenceTransformer

model = SentenceTransformer("BAAI/bge-small-en-v1.5")

query = "Where is the cat resting?"
documents = [
    "The cat sleeps on the warm windowsill.",
    "A kitten is napping in the sunshine.",
    "Interest rates rose again this quarter."
]
query_embedding = model.encode_query(query)
document_embeddings = model.encode_document(documents)

similarities = model.similarity(query_embedding, document_embeddings)
print(similarities)
