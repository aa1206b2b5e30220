from flair.data import Sentence
from flair.models import SequenceTagger

tagger = SequenceTagger.load("flair/ner-english-ontonotes-large")

sentence = Sentence("George Washington went to Washington.")
tagger.predict(sentence)
print(sentence)
