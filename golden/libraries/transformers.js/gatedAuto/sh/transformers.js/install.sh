# Gated model: accept its conditions at https://huggingface.co/acme/gated-sentiment-onnx (access is immediate), then use a token (HF_TOKEN) of that account.
npm install @huggingface/transformers
