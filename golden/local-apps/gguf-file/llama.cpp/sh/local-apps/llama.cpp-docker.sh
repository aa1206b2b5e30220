docker run -p 8080:8080 ghcr.io/ggml-org/llama.cpp:server \
    -hf 'unsloth/Qwen3-8B-GGUF:Q5_K_M' \
    --port 8080 \
    --host 0.0.0.0
