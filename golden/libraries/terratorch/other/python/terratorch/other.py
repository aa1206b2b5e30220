# TerraTorch builds models from its registries and YAML configs; see
# https://ibm.github.io/terratorch/stable/guide/quick_start for loading this model's checkpoint
