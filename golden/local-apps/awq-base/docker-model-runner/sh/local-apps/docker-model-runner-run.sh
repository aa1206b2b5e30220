docker model run 'hf.co/unsloth/Qwen2.5-7B-AWQ'
