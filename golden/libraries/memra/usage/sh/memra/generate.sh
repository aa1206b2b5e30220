# one chat-formatted answer; when the repository holds several GGUF files, add :<part of the file
# name> to the reference to pick one (for example :Q4_K_M)
MEMRA_CHAT=1 run-gen 'hf:unsloth/Qwen3-8B-GGUF' --prompt "What does a KV cache store?"
