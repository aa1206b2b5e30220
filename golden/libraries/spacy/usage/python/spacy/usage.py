import spacy

nlp = spacy.load("en_core_web_sm")
doc = nlp("spaCy pipelines are packaged as Python wheels.")
