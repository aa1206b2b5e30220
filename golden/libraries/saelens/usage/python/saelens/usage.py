from sae_lens import SAE

# The release is the repository; sae_id is the folder of one SAE inside it
sae = SAE.from_pretrained(
    release="jbloom/Gemma-2b-Residual-Stream-SAEs",
    sae_id="path/to/sae",  # replace with a folder of this repository
    device="cuda",
)
