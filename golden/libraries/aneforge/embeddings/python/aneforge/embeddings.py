# ANEForge runs the model's encoder on the Apple Neural Engine directly (no CoreML conversion)
from aneforge.sentence_transformers import SentenceTransformer

encoder = SentenceTransformer("aneforge/all-MiniLM-L6-v2")
vectors = encoder.encode(["The Neural Engine computes this embedding."], normalize_embeddings=True)
print(vectors.shape)
