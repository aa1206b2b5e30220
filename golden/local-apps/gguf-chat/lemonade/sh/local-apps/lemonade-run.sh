# Lemonade names a pulled model user.<repository>-<quantisation>
lemonade run 'user.Qwen2.5-7B-Instruct-GGUF-Q4_K_M'
