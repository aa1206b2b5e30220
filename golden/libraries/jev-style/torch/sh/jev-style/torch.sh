pip install "jev-style[torch]"
