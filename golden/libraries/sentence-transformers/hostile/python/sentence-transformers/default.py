from sentence_transformers import SentenceTransformer

model = SentenceTransformer("acme/hostile-embedder")

sentences = [
    "a \"quoted\" 'single' \"\"\"triple\"\"\" `$(rm -rf ~)` ${process.exit(1)} \\ back\\slash\nsecond line\t#{x}",
    "plain sentence"
]
embeddings = model.encode(sentences)

similarities = model.similarity(embeddings, embeddings)
print(similarities.shape)  # torch.Size([2, 2])
