mlagents-load-from-hf --repo-id='ThomasSimonini/MLAgents-Pyramids' --local-dir=./downloads
