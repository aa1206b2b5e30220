# Lemonade names a pulled model user.<repository>-<quantisation>
lemonade run 'user.Llama-3.3-70B-Instruct-GGUF-Q8_0'
