python -m sample_factory.huggingface.load_from_hub -r 'edbeeching/doom_health_gathering_supreme_3333' -d ./train_dir
