# The auto model class named by this model is not a valid identifier; using AutoModelForCausalLM.
# The processor class named by this model is not a valid identifier; using AutoTokenizer.
# Load model directly and chat with it through its chat template
from transformers import AutoTokenizer, AutoModelForCausalLM

tokenizer = AutoTokenizer.from_pretrained("acme/hostile-transformers")
model = AutoModelForCausalLM.from_pretrained("acme/hostile-transformers")

messages = [
    {
        "role": "user",
        "content": "What is the capital of France?"
    }
]
inputs = tokenizer.apply_chat_template(
    messages,
    add_generation_prompt=True,
    tokenize=True,
    return_dict=True,
    return_tensors="pt",
).to(model.device)

outputs = model.generate(**inputs, max_new_tokens=64)
print(tokenizer.decode(outputs[0][inputs["input_ids"].shape[-1]:], skip_special_tokens=True))
