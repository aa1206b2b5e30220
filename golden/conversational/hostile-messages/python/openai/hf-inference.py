import os

from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/v1",
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
