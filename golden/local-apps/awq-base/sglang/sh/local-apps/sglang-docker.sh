# OpenAI-compatible server at http://localhost:30000
docker run --gpus all \
    --shm-size 32g \
    -p 30000:30000 \
    -v ~/.cache/huggingface:/root/.cache/huggingface \
    --env HF_TOKEN \
    --ipc=host \
    lmsysorg/sglang:latest \
    sglang serve 'unsloth/Qwen2.5-7B-AWQ' --host 0.0.0.0 --port 30000
