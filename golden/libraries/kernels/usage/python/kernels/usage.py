import torch
from kernels import get_kernel

# Downloads the compiled kernel matching your torch and CUDA versions.
kernel = get_kernel("kernels-community/activation")
print(dir(kernel))
