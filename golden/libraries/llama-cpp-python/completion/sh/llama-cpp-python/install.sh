pip install llama-cpp-python huggingface_hub
