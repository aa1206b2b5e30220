from adapters import AutoAdapterModel

model = AutoAdapterModel.from_pretrained("fill-in-base-model")
model.load_adapter("acme/adapter-without-base", set_active=True)
