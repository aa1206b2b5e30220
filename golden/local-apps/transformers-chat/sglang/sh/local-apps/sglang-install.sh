pip install uv
uv pip install sglang
