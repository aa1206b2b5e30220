pip install flexray
