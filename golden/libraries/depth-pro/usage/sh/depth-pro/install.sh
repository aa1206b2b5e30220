pip install git+https://github.com/apple/ml-depth-pro
hf download 'apple/DepthPro' --local-dir checkpoints
