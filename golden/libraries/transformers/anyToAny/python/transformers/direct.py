# Load model directly
from transformers import AutoProcessor, AutoModelForMultimodalLM

processor = AutoProcessor.from_pretrained("Qwen/Qwen2.5-Omni-3B")
model = AutoModelForMultimodalLM.from_pretrained("Qwen/Qwen2.5-Omni-3B")
