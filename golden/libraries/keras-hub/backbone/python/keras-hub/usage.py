import keras_hub

# The backbone, without a task head
backbone = keras_hub.models.Backbone.from_preset("hf://keras/bert_base_en")
