# this repository's weights, and the Gemma 3 text encoder the pipelines read
hf download 'Lightricks/LTX-2' --local-dir 'models/LTX-2'
hf download google/gemma-3-12b-it-qat-q4_0-unquantized --local-dir models/gemma-3-12b
