# Start an OpenAI-compatible server with a web UI at http://localhost:8080
llama serve -hf 'unsloth/Llama-3.3-70B-Instruct-GGUF:Q8_0'

# Or chat with the model in the terminal
llama cli -hf 'unsloth/Llama-3.3-70B-Instruct-GGUF:Q8_0'
