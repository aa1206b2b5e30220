from transformers import AutoModelForCausalLM

# The adapter's adapter_config.json names its base model: transformers loads both (peft installed).
model = AutoModelForCausalLM.from_pretrained("acme/lost-adapter")
