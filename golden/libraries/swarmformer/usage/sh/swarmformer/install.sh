pip install git+https://github.com/takara-ai/SwarmFormer
