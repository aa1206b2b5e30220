pip install jev-style

# GGUF builds are scored by llama.cpp: build the jev-score helper once, against your llama.cpp checkout
hf download 'lawrence3699/jev-style-0.6b-gguf' build_jev_score.sh jev_score.cpp --local-dir jev-score
export JEV_SCORE_BIN="$(sh jev-score/build_jev_score.sh /path/to/llama.cpp | tail -n 1)"
