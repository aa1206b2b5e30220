curl -fsSL https://hermes-agent.nousresearch.com/install.sh | bash
hermes setup
