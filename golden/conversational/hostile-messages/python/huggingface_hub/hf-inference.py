import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    api_key=os.environ["HF_TOKEN"],
)

completion = client.chat.completions.create(
    model="meta-llama/Llama-3.1-8B-Instruct:hf-inference",
    messages=[
        {
            "role": "user",
            "content": "It's \"quoted\" \\ with $(cmd), `tick`, ${x}, #{y} and '''triple''' \"\"\"quotes\"\"\"\nnew line\x00nul"
        }
    ],
)

print(completion.choices[0].message)
