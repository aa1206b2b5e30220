from adapters import AutoAdapterModel

model = AutoAdapterModel.from_pretrained("roberta-base")
model.load_adapter("AdapterHub/roberta-base-pf-imdb", set_active=True)
