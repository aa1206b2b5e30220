openclaw onboard --non-interactive --mode local \
    --auth-choice custom-api-key \
    --custom-base-url 'http://127.0.0.1:8080/v1' \
    --custom-model-id 'mlx-community/Qwen3-4B-4bit' \
    --custom-provider-id mlx-lm \
    --custom-compatibility openai \
    --custom-text-input \
    --accept-risk \
    --skip-health
