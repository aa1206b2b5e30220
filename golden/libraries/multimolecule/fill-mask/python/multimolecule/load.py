from multimolecule import AutoModel, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("multimolecule/rnabert")
model = AutoModel.from_pretrained("multimolecule/rnabert")

# per-nucleotide embeddings of one sequence
inputs = tokenizer("GGUCACUCUGGUUAGACCAGAUCUGAGCCU", return_tensors="pt")
embeddings = model(**inputs).last_hidden_state
