npm install @huggingface/transformers
