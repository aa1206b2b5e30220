from bm25s.hf import BM25HF

retriever = BM25HF.load_from_hub("xhluca/bm25s-nq-index")
