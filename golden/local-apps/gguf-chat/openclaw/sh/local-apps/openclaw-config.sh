openclaw onboard --non-interactive --mode local \
    --auth-choice custom-api-key \
    --custom-base-url 'http://127.0.0.1:8080/v1' \
    --custom-model-id 'bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M' \
    --custom-provider-id llama-cpp \
    --custom-compatibility openai \
    --custom-text-input \
    --accept-risk \
    --skip-health
