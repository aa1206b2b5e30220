pip install mblt-model-zoo
