# Type of model unknown.
