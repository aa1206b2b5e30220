pip install "collectorvision[cpu] @ git+https://github.com/HanClinto/CollectorVision" huggingface_hub
