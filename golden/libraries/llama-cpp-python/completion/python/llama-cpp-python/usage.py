from llama_cpp import Llama

# filename is a glob over the repository's GGUF files: pick the quantisation you want.
llm = Llama.from_pretrained(
    repo_id="TheBloke/Llama-2-7B-GGUF",
    filename="*Q4_K_M.gguf",
)

output = llm("Once upon a time,", max_tokens=64)
print(output["choices"][0]["text"])
