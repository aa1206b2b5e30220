git clone https://github.com/microsoft/renderformer
cd renderformer
pip install -r requirements.txt
