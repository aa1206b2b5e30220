from sentence_transformers import SentenceTransformer

model = SentenceTransformer("sentence-transformers/all-MiniLM-L6-v2")

sentences = [
    "The cat sleeps on the warm windowsill.",
    "A kitten is napping in the sunshine.",
    "Interest rates rose again this quarter."
]
embeddings = model.encode(sentences)

similarities = model.similarity(embeddings, embeddings)
print(similarities.shape)  # torch.Size([3, 3])
