# The long-form model's inference code lives in the community fork (microsoft/VibeVoice no longer ships it)
git clone https://github.com/vibevoice-community/VibeVoice
pip install -e VibeVoice
