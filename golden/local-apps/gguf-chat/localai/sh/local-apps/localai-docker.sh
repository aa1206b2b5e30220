# API at http://localhost:8080; the model is downloaded on start
docker run -ti -p 8080:8080 --name local-ai \
    localai/localai:latest-cpu \
    'huggingface://bartowski/Qwen2.5-7B-Instruct-GGUF/Qwen2.5-7B-Instruct-Q4_K_M.gguf'
