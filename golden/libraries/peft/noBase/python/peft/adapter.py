from transformers import AutoModelForCausalLM

# The adapter's own config (adapter_config.json) names its base model: with peft installed, transformers loads
# that model and puts the adapter on it.
model = AutoModelForCausalLM.from_pretrained("acme/lost-adapter")
