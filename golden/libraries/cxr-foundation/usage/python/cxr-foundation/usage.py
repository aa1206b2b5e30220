import io

import numpy as np
import tensorflow as tf
import tensorflow_text  # noqa: F401 (registers ops the saved models use)
from huggingface_hub import snapshot_download
from PIL import Image

model_dir = snapshot_download("google/cxr-foundation", allow_patterns=["elixr-c-v2-pooled/*", "pax-elixr-b-text/*"])

# The image model takes a serialized tf.train.Example holding a grayscale PNG
png = io.BytesIO()
Image.open("chest_xray.png").convert("L").save(png, format="PNG")
example = tf.train.Example()
example.features.feature["image/encoded"].bytes_list.value.append(png.getvalue())
example.features.feature["image/format"].bytes_list.value.append(b"png")

# ELIXR-C: image -> feature maps
elixr_c = tf.saved_model.load(f"{model_dir}/elixr-c-v2-pooled").signatures["serving_default"]
feature_maps = elixr_c(input_example=tf.constant([example.SerializeToString()]))["feature_maps_0"].numpy()

# ELIXR v2.0 text model (QFormer): feature maps -> text-aligned image embeddings; the text input stays empty
qformer = tf.saved_model.load(f"{model_dir}/pax-elixr-b-text").signatures["serving_default"]
outputs = qformer(
    image_feature=feature_maps.tolist(),
    ids=np.zeros((1, 1, 128), dtype=np.int32).tolist(),
    paddings=np.zeros((1, 1, 128), dtype=np.float32).tolist(),
)
image_embeddings = outputs["all_contrastive_img_emb"]  # (1, 32, 128)
