curl https://localai.io/install.sh | sh
