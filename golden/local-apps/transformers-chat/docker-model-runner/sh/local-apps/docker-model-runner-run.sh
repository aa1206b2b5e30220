docker model run 'hf.co/meta-llama/Llama-3.1-8B-Instruct'
