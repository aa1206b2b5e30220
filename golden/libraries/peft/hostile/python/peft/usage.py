from peft import PeftModel
from transformers import AutoModelForCausalLM

base_model = AutoModelForCausalLM.from_pretrained("a \"quoted\" 'single' \"\"\"triple\"\"\" `$(rm -rf ~)` ${process.exit(1)} \\ back\\slash\nsecond line\t#{x}")
model = PeftModel.from_pretrained(base_model, "acme/hostile-adapter")
