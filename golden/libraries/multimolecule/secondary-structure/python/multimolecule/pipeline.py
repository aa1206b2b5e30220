import multimolecule  # registers MultiMolecule's pipelines with transformers
from transformers import pipeline

predictor = pipeline("rna-secondary-structure", model="multimolecule/ernierna-ss")
output = predictor("GGUCUCUGGUUAGACCAGAUCUGAGCCU")
print(output["secondary_structure"])
