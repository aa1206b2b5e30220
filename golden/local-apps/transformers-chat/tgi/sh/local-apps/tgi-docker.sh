# OpenAI-compatible server at http://localhost:8080
docker run --gpus all --shm-size 1g -p 8080:80 -v "$PWD/data:/data" \
    --env HF_TOKEN \
    ghcr.io/huggingface/text-generation-inference:3.3.5 \
    --model-id 'meta-llama/Llama-3.1-8B-Instruct'
