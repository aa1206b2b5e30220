# Pi reads its models from ~/.pi/agent/models.json (this replaces that file)
mkdir -p ~/.pi/agent
cat > ~/.pi/agent/models.json <<'JSON'
{
  "providers": {
    "mlx-lm": {
      "baseUrl": "http://localhost:8080/v1",
      "api": "openai-completions",
      "apiKey": "none",
      "models": [{ "id": "mlx-community/Qwen3-4B-4bit" }]
    }
  }
}
JSON
