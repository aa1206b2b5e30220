# Lemonade names a pulled model user.<repository>-<quantisation>
lemonade run 'user.Meta-Llama-3-8B-GGUF-IQ4_XS'
