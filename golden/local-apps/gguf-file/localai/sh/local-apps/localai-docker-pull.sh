docker pull localai/localai:latest
