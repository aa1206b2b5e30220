# Install Lemonade Server first: https://lemonade-server.ai
