import torch
from diffusers import DiffusionPipeline

pipe = DiffusionPipeline.from_pretrained("a \"quoted\" 'single' \"\"\"triple\"\"\" `$(rm -rf ~)` ${process.exit(1)} \\ back\\slash\nsecond line\t#{x}", torch_dtype=torch.bfloat16).to("cuda")
pipe.load_lora_weights("acme/hostile-lora")

prompt = "a \"quoted\" 'single' \"\"\"triple\"\"\" `$(rm -rf ~)` ${process.exit(1)} \\ back\\slash\nsecond line\t#{x}"
image = pipe(prompt).images[0]
image.save("output.png")
