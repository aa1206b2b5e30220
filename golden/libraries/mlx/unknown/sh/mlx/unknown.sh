# Download the model files to use them with MLX
pip install -U huggingface_hub

hf download 'mlx-community/whisper-large-v3-mlx' --local-dir 'whisper-large-v3-mlx'
