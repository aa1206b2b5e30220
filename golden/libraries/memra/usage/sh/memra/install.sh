# memra targets NVIDIA Blackwell GPUs (sm_120a; Hopper behind a build flag). The prebuilt binaries
# need Linux on x86_64 and driver 580 or newer, but no CUDA toolkit.
curl -fsSL https://raw.githubusercontent.com/avifenesh/memra/main/tools/install.sh | sh
