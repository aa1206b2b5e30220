# The repository is gated: accept its terms on the Hub, then `hf auth login`
pip install tensorflow tensorflow-text huggingface_hub pillow
