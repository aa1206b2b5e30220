git clone https://github.com/microsoft/VibeVoice
pip install -e VibeVoice
