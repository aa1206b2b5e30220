# API at http://localhost:8080; the model is downloaded on start
docker run -ti --name local-ai -p 8080:8080 localai/localai:latest \
    'huggingface://QuantFactory/Meta-Llama-3-8B-GGUF/Meta-Llama-3-8B.IQ4_XS.gguf'
