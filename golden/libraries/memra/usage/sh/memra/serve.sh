# an OpenAI-compatible server on 127.0.0.1:8080
MEMRA_MODELS='model=hf:unsloth/Qwen3-8B-GGUF' memra-server
