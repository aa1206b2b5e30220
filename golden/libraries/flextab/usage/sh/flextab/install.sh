pip install git+https://github.com/SAP-samples/flextab
