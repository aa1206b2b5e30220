from asteroid.models import BaseModel

model = BaseModel.from_pretrained("JorisCos/ConvTasNet_Libri2Mix_sepclean_16k")
# Separates the sources of your own recording of a mixture (a WAV file), one file per source beside it:
# model.separate("mixture.wav")
