pip install "anemoi-inference[huggingface]"
