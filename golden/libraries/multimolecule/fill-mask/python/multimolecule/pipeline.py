import multimolecule  # registers MultiMolecule's pipelines with transformers
from transformers import pipeline

predictor = pipeline("fill-mask", model="multimolecule/rnabert")
output = predictor("GGUC<mask>CUCUGGUUAGACCAGAUCUGAGCCU")
print(output)
