# Model filename not specified in config.json
