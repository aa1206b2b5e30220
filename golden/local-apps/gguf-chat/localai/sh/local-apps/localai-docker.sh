docker run -p 8080:8080 --name local-ai -v "$PWD/models:/models" \
    localai/localai:latest-cpu \
    run 'huggingface://bartowski/Qwen2.5-7B-Instruct-GGUF/Qwen2.5-7B-Instruct-Q4_K_M.gguf'
