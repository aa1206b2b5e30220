from mlx_lm import generate, load

model, tokenizer = load("mlx-community/Llama-3.2-1B-4bit")

text = generate(model, tokenizer, prompt="Once upon a time", verbose=True)
