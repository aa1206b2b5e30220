from cartesia_pytorch import ReneLMHeadModel
from transformers import AutoTokenizer

model = ReneLMHeadModel.from_pretrained("cartesia-ai/Rene-v0.1-1.3b-pytorch").half().cuda()
# Rene uses the OLMo tokenizer
tokenizer = AutoTokenizer.from_pretrained("allenai/OLMo-1B-hf")

inputs = tokenizer(["The weather in Paris is"], return_tensors="pt")
outputs = model.generate(inputs.input_ids.cuda(), max_length=50, top_k=100, top_p=0.99)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])
