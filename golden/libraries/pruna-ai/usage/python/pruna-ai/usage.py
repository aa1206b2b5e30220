from pruna import PrunaModel

model = PrunaModel.from_pretrained("PrunaAI/Segmind-Vega-smashed")
