# ANEForge runs the model on the Apple Neural Engine directly (no CoreML conversion)
import aneforge as af
from transformers import AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("aneforge/Qwen2.5-0.5B-Instruct")
llm = af.load_llm("aneforge/Qwen2.5-0.5B-Instruct")  # prefill and KV-cached decoding both stay on the Neural Engine

prompt_ids = tokenizer.encode("Apple silicon is")
output_ids = llm.generate(prompt_ids, max_new_tokens=32)
print(tokenizer.decode(output_ids))
