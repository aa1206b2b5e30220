pip install --no-binary :all: cartesia-pytorch
