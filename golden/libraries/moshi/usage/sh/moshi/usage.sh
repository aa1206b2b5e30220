# Starts a local web UI to talk with the model
python -m moshi.server --hf-repo 'kyutai/moshiko-pytorch-bf16'
