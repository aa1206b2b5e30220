# Start an OpenAI-compatible server with a web UI at http://localhost:8080
llama serve -hf 'unsloth/Qwen3-8B-GGUF:Q5_K_M'

# Or chat with the model in the terminal
llama cli -hf 'unsloth/Qwen3-8B-GGUF:Q5_K_M'
