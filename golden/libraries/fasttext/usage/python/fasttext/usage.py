import fasttext
from huggingface_hub import hf_hub_download

model = fasttext.load_model(hf_hub_download("facebook/fasttext-language-identification", "model.bin"))
