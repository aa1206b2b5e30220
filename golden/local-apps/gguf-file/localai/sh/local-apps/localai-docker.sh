# API at http://localhost:8080; the model is downloaded on start
docker run -ti --name local-ai -p 8080:8080 localai/localai:latest \
    'huggingface://unsloth/Qwen3-8B-GGUF/Q5_K_M/Qwen3-8B-Q5_K_M.gguf'
