import cartesia_mlx as cmx
import mlx.core as mx

model = cmx.from_pretrained("cartesia-ai/Rene-v0.1-1.3b-4bit-mlx")
model.set_dtype(mx.float32)

for text in model.generate("The weather in Paris is", max_tokens=200, top_p=0.99, temperature=0.85):
    print(text, end="", flush=True)
