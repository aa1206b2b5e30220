pip install git+https://github.com/NVlabs/describe-anything
