# cortiq is a single Rust binary; prebuilt releases: https://github.com/infosave2007/cmf/releases
cargo install cortiq-cli

# fetch the model's .cmf files (a repository may hold several quantisations: pick one)
hf download 'infosave2007/sdxl-turbo-cmf' --include "*.cmf" --local-dir .
ls *.cmf
