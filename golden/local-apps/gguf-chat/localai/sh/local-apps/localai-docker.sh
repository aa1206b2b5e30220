# API at http://localhost:8080; the model is downloaded on start
docker run -ti --name local-ai -p 8080:8080 localai/localai:latest \
    'huggingface://bartowski/Qwen2.5-7B-Instruct-GGUF/Qwen2.5-7B-Instruct-Q4_K_M.gguf'
