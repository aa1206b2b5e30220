from mlx_lm import generate, load

model, tokenizer = load("mlx-community/Qwen2.5-7B-Instruct-4bit")

messages = [{"role": "user", "content": "Write a haiku about the sea."}]
prompt = tokenizer.apply_chat_template(messages, add_generation_prompt=True)

text = generate(model, tokenizer, prompt=prompt, verbose=True)
