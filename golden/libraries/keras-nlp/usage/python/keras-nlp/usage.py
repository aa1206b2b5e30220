import keras_nlp

# keras-nlp is now keras-hub; this loads the backbone without a task head.
backbone = keras_nlp.models.Backbone.from_preset("hf://keras/bert_tiny_en_uncased")
