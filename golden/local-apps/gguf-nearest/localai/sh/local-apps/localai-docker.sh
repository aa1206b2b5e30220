# API at http://localhost:8080; the model is downloaded on start
docker run -ti -p 8080:8080 --name local-ai \
    localai/localai:latest-cpu \
    'huggingface://QuantFactory/Meta-Llama-3-8B-GGUF/Meta-Llama-3-8B.IQ4_XS.gguf'
