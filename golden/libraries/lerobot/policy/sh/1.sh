pip install lerobot
