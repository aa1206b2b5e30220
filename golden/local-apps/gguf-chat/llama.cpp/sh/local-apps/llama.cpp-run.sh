# Start an OpenAI-compatible server with a web UI at http://localhost:8080
llama serve -hf 'bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M'

# Or chat with the model in the terminal
llama cli -hf 'bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M'
