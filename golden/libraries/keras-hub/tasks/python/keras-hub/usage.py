import keras_hub

# 1 task name(s) in config.json are not valid class names and are left out.

# As a CausalLM task
causal_lm = keras_hub.models.CausalLM.from_preset("hf://keras/gemma_2b_en")

# As a TextClassifier task
# num_classes: how many labels the (newly initialised) classification head predicts
text_classifier = keras_hub.models.TextClassifier.from_preset("hf://keras/gemma_2b_en", num_classes=2)
