from multimolecule import AutoModel, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("multimolecule/ernierna-ss")
model = AutoModel.from_pretrained("multimolecule/ernierna-ss")

# per-nucleotide embeddings of one sequence
inputs = tokenizer("GGUCUCUGGUUAGACCAGAUCUGAGCCU", return_tensors="pt")
embeddings = model(**inputs).last_hidden_state
