pip install colipri
