# this repository holds the adapter only; the base model's files come from Lightricks/LTX-2.5
hf download 'someone/ltx-watercolor-style' --local-dir 'models/ltx-watercolor-style'
