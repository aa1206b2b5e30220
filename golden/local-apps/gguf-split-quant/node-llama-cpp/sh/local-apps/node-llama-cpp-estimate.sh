npx -y node-llama-cpp inspect estimate 'hf:unsloth/Llama-3.3-70B-Instruct-GGUF:Q8_0'
