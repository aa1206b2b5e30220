import jax
from videoprism import models as vp

# The name VideoPrism knows these weights by
model_name = "videoprism_lvt_public_v1_large"
flax_model = vp.get_model(model_name)
state = vp.load_pretrained_weights(model_name)


@jax.jit
def forward(video):
    # video: float32 frames in [0, 1], shape (batch, frames, 288, 288, 3)
    return flax_model.apply(state, video, train=False)
