pip install terratorch
