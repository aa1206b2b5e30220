git clone https://github.com/bytedance/LVFace.git
cd LVFace
pip install -r requirements.txt huggingface_hub
