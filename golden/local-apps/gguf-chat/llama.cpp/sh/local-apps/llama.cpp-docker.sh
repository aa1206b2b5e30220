docker run -p 8080:8080 ghcr.io/ggml-org/llama.cpp:server \
    -hf 'bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M' \
    --port 8080 \
    --host 0.0.0.0
