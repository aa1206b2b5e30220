# The LTX-2 inference pipelines, installed from their repository with uv
git clone https://github.com/Lightricks/LTX-2.git
cd LTX-2
uv sync --frozen
