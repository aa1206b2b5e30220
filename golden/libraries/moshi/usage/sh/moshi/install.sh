pip install -U moshi
