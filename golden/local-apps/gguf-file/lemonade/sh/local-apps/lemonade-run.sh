# Lemonade names a pulled model user.<repository>-<quantisation>
lemonade run 'user.Qwen3-8B-GGUF-Q5_K_M'
