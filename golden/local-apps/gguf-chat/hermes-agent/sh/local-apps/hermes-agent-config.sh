hermes config set model.provider custom
hermes config set model.base_url 'http://127.0.0.1:8080/v1'
hermes config set model.default 'bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M'
