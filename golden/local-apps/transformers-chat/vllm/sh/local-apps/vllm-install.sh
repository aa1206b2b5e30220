pip install vllm
