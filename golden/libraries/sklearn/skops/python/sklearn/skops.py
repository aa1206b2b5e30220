from huggingface_hub import hf_hub_download
from skops.io import get_untrusted_types, load

path = hf_hub_download("scikit-learn/tabular-playground", "skops-model.skops")
# Review the types skops does not trust by default before loading them.
untrusted_types = get_untrusted_types(file=path)
print(untrusted_types)
model = load(path, trusted=untrusted_types)
