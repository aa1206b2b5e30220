pip install -U zeromodels
