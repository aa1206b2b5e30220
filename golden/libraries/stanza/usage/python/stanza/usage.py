import stanza

stanza.download("fr")
nlp = stanza.Pipeline("fr")

doc = nlp("Stanza builds a pipeline of neural NLP tools.")
print(doc)
