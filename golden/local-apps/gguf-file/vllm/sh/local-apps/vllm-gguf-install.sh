uv venv --python 3.12 --seed
source .venv/bin/activate
uv pip install vllm --torch-backend=auto
# GGUF support is a plugin
uv pip install vllm-gguf-plugin
