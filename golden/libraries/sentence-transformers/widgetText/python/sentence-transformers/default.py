from sentence_transformers import SentenceTransformer

model = SentenceTransformer("acme/text-widget-embedder")

sentences = ["First sentence.", "Second sentence."]
embeddings = model.encode(sentences)

similarities = model.similarity(embeddings, embeddings)
print(similarities.shape)  # torch.Size([2, 2])
