from multimolecule import AutoModel, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("multimolecule/rnafm")
model = AutoModel.from_pretrained("multimolecule/rnafm")
