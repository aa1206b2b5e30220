docker pull localai/localai:latest-cpu
