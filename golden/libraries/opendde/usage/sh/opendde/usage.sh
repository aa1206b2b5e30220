pip install 'opendde[gpu]'

# checks the installation; checkpoints are downloaded from the Hub into $OPENDDE_ROOT_DIR
# (~/.cache/opendde unless set)
opendde doctor

# predict for the inputs described in a JSON file
opendde pred -i examples/input.json -o ./output -n opendde_v1
