pip install vui-tts
