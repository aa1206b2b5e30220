from sentence_transformers import SparseEncoder

# A sparse encoder (sentence-transformers 5 or later): one weight per vocabulary token, most of them zero
model = SparseEncoder("naver/splade-cocondenser-ensembledistil")

query = "Where is the cat resting?"
documents = [
    "The cat sleeps on the warm windowsill.",
    "Interest rates rose again this quarter."
]
query_embedding = model.encode_query(query)
document_embeddings = model.encode_document(documents)

similarities = model.similarity(query_embedding, document_embeddings)
print(similarities)
