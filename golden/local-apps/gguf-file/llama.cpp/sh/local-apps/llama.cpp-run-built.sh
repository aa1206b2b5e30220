# Start an OpenAI-compatible server with a web UI at http://localhost:8080
./build/bin/llama-server -hf 'unsloth/Qwen3-8B-GGUF:Q5_K_M'

# Or chat with the model in the terminal
./build/bin/llama-cli -hf 'unsloth/Qwen3-8B-GGUF:Q5_K_M'
