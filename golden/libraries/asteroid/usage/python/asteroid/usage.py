from asteroid.models import BaseModel

model = BaseModel.from_pretrained("JorisCos/ConvTasNet_Libri2Mix_sepclean_16k")
# separate_sources = model.separate("mixture.wav")
