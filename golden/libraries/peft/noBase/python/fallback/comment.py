# Base model is not found.
