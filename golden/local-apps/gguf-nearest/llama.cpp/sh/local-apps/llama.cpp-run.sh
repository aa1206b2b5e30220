# Start an OpenAI-compatible server with a web UI at http://localhost:8080
llama serve -hf 'QuantFactory/Meta-Llama-3-8B-GGUF:IQ4_XS'

# Or chat with the model in the terminal
llama cli -hf 'QuantFactory/Meta-Llama-3-8B-GGUF:IQ4_XS'
