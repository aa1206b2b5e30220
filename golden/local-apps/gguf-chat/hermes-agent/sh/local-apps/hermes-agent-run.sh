hermes
