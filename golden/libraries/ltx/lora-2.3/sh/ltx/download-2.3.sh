# this repository's weights, and the Gemma 3 text encoder the pipelines read
hf download 'Lightricks/LTX-2-19b-LoRA-Camera-Control-Dolly-In' --local-dir 'models/LTX-2-19b-LoRA-Camera-Control-Dolly-In'
hf download google/gemma-3-12b-it-qat-q4_0-unquantized --local-dir models/gemma-3-12b
