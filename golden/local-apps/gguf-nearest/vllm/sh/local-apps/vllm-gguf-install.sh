pip install vllm
# GGUF support is a plugin
pip install vllm-gguf-plugin
