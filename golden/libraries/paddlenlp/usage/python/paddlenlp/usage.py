from paddlenlp.transformers import AutoModel, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("PaddlePaddle/ernie-3.0-medium-zh", from_hf_hub=True)
model = AutoModel.from_pretrained("PaddlePaddle/ernie-3.0-medium-zh", from_hf_hub=True)
