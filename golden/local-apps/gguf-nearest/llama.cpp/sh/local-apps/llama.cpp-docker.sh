docker run -p 8080:8080 ghcr.io/ggml-org/llama.cpp:server \
    -hf 'QuantFactory/Meta-Llama-3-8B-GGUF:IQ4_XS' \
    --port 8080 \
    --host 0.0.0.0
