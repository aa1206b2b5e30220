from llama_cpp import Llama

# filename is a glob over the repository's GGUF files: pick the quantisation you want.
llm = Llama.from_pretrained(
    repo_id="bartowski/Llama-3.2-3B-Instruct-GGUF",
    filename="*Q4_K_M.gguf",
)

response = llm.create_chat_completion(
    messages=[
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ],
)
print(response["choices"][0]["message"]["content"])
