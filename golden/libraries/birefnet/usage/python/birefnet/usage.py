from transformers import AutoModelForImageSegmentation

# BiRefNet ships its own modelling code.
model = AutoModelForImageSegmentation.from_pretrained("ZhengPeng7/BiRefNet", trust_remote_code=True)
model.eval()
