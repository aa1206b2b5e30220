import edsnlp

nlp = edsnlp.load("AP-HP/eds-pseudo-public")

doc = nlp("Le patient est admis pour une pneumopathie le 12 mars 2023.")
for entity in doc.ents:
    print(entity.text, entity.label_)
