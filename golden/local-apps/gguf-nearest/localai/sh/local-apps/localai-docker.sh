docker run -p 8080:8080 --name local-ai -v "$PWD/models:/models" \
    localai/localai:latest-cpu \
    run 'huggingface://QuantFactory/Meta-Llama-3-8B-GGUF/Meta-Llama-3-8B.IQ4_XS.gguf'
