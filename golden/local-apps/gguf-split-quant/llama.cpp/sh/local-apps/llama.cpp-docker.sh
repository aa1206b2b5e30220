docker run -p 8080:8080 ghcr.io/ggml-org/llama.cpp:server \
    -hf 'unsloth/Llama-3.3-70B-Instruct-GGUF:Q8_0' \
    --port 8080 \
    --host 0.0.0.0
