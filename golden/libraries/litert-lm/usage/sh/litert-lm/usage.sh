# The LiteRT-LM command line tool; other platforms and APIs: https://ai.google.dev/edge/litert-lm
pip install -U litert-lm

# download the model from the Hub and answer one prompt on this machine
litert-lm run \
  --from-huggingface-repo='litert-community/gemma-4-E2B-it-litert-lm' \
  --prompt="Write a haiku about the sea"
