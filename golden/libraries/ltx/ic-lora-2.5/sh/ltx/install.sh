# The LTX-2 inference pipelines, installed from their repository with uv
git clone https://github.com/Lightricks/LTX-2.git
cd LTX-2
uv sync --extra natten  # natten serves the LTX-2.5 video VAE (skipped on Windows and macOS)
