# Pi reads its models from ~/.pi/agent/models.json (this replaces that file)
mkdir -p ~/.pi/agent
cat > ~/.pi/agent/models.json <<'JSON'
{
  "providers": {
    "llama-cpp": {
      "baseUrl": "http://localhost:8080/v1",
      "api": "openai-completions",
      "apiKey": "none",
      "models": [{ "id": "bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M" }]
    }
  }
}
JSON
