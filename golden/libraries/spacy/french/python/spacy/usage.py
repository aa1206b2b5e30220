import spacy

nlp = spacy.load("fr_core_news_sm")
doc = nlp("spaCy pipelines are packaged as Python wheels.")
