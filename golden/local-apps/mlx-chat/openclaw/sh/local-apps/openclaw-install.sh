npm install -g openclaw@latest
