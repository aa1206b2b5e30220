from pxia import AutoModel

model = AutoModel.from_pretrained("phxia/gpt2")
