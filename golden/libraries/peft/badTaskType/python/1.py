# Task type is invalid.
