"""Tiny models for the libraries other than transformers, sentence-transformers and peft whose packages the
local index holds: each is saved the way the library itself saves one (its own save call), so the snippet's
own loader reads it. Used by tiny_models.py, which links each folder into the huggingface_hub cache under
the record's id.

Each builder takes (record, folder) and saves the model in `folder`: a repository's files, or for a
library whose models are Python packages (spaCy: "site"), an installed package that tiny_models.py puts on
the snippet's sys.path. A builder's `reason(record)` says why a record cannot be run here, or None.
"""

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

# Sample rows, labels and documents the tiny models are fitted on.
ROWS = [[5.1, 3.5, 1.4, 0.2], [7.0, 3.2, 4.7, 1.4], [6.3, 3.3, 6.0, 2.5], [4.9, 3.0, 1.4, 0.2], [6.4, 3.2, 4.5, 1.5], [5.8, 2.7, 5.1, 1.9]]
LABELS = [0, 1, 2, 0, 1, 2]
CORPUS = ["a cat is napping on the warm windowsill", "the market opens every saturday morning", "interest rates rose again this quarter"]


def sklearn_file(record):
    sklearn = (record.get("config") or {}).get("sklearn") or {}
    return (sklearn.get("model") or {}).get("file"), sklearn.get("model_format")


def sklearn_reason(record):
    _, fmt = sklearn_file(record)
    tags = record.get("tags") or []
    if "skops" in tags and fmt == "skops":
        return "skops is not in the local package index (PyPI is unreachable)"
    return None


def sklearn_model(record, folder):
    import pickle

    import joblib
    from sklearn.linear_model import LogisticRegression

    file, fmt = sklearn_file(record)
    model = LogisticRegression(max_iter=200).fit(ROWS, LABELS)
    path = os.path.join(folder, file or "sklearn_model.joblib")
    if "skops" in (record.get("tags") or []) and fmt == "pickle":
        with open(path, "wb") as f:
            pickle.dump(model, f)
    else:
        joblib.dump(model, path)


def bm25s_model(_record, folder):
    import bm25s

    retriever = bm25s.BM25()
    retriever.index(bm25s.tokenize(CORPUS, show_progress=False), show_progress=False)
    retriever.save(folder, corpus=CORPUS)


def keras_model(_record, folder):
    os.environ.setdefault("KERAS_BACKEND", "torch")
    import keras
    from keras.src.saving import saving_lib

    keras.utils.set_random_seed(0)
    inputs = keras.Input(shape=(8, 8, 3))
    x = keras.layers.Conv2D(2, 3, activation="relu")(inputs)
    x = keras.layers.GlobalAveragePooling2D()(x)
    model = keras.Model(inputs, keras.layers.Dense(2, activation="softmax")(x))
    # The folder layout keras.saving.load_model("hf://...") reads (what model.save("hf://...") uploads).
    saving_lib._save_model_to_dir(model, folder, "h5")


def spacy_package_name(record):
    return record["id"].split("/")[-1]


def spacy_reason(record):
    name = spacy_package_name(record)
    if not name.isidentifier() or "_" not in name:
        return "the record's name is not a spaCy package name (<lang>_<name>)"
    return None


def spacy_model(record, folder):
    """A blank pipeline of the record's language with an NER component, packaged as spaCy packages its
    pipelines (spacy package) and installed as the install snippet's wheel is."""
    import spacy

    package = spacy_package_name(record)
    lang, name = package.split("_", 1)
    nlp = spacy.blank(lang)
    ner = nlp.add_pipe("ner")
    ner.add_label("ORG")
    nlp.initialize()
    nlp.meta.update({"name": name, "version": "0.0.1"})
    work = tempfile.mkdtemp()
    nlp.to_disk(os.path.join(work, "pipeline"))
    run = dict(check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    subprocess.run([sys.executable, "-m", "spacy", "package", os.path.join(work, "pipeline"), work, "--build", "none", "--force"], **run)
    source = os.path.join(work, f"{package}-0.0.1")
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index", "--no-build-isolation", "--target", folder, source], **run)


def timm_architecture(record):
    """The timm architecture a hub id names (<architecture>.<pretrained tag>)."""
    return record["id"].split("/")[-1].split(".")[0]


# Smallest dimensions per timm model family (model_args, which timm's hub config passes to the model).
TIMM_ARGS = {
    "vit": dict(img_size=32, embed_dim=16, depth=1, num_heads=2),
    "resnet": dict(layers=[1, 1, 1, 1]),
    "convnext": dict(depths=[1, 1, 1, 1], dims=[8, 8, 8, 8]),
}


def timm_family(arch):
    """The model family of a timm architecture name (vit_base_patch16_224: vit; resnet50: resnet)."""
    return re.match(r"[a-z]*", arch).group(0)


def timm_reason(record):
    import timm

    arch = timm_architecture(record)
    if not timm.is_model(arch):
        return f"timm {timm.__version__} has no architecture {arch!r} (the name before the id's first dot)"
    if timm_family(arch) not in TIMM_ARGS:
        return f"no tiny dimensions for the timm family of {arch!r} yet ({', '.join(TIMM_ARGS)})"
    return None


def timm_model(record, folder):
    """The record's architecture with its smallest dimensions, saved as timm's push_to_hf_hub saves it
    (config.json with architecture, model_args and pretrained_cfg; model.safetensors)."""
    import timm
    import torch
    from timm.models._hub import save_for_hf

    torch.manual_seed(0)
    arch = timm_architecture(record)
    args = TIMM_ARGS[timm_family(arch)]
    model = timm.create_model(arch, pretrained=False, num_classes=2, **args)
    # The weights this tiny model was built with are the ones the hub would serve: pretrained_cfg input size.
    model.pretrained_cfg = {**model.pretrained_cfg, "input_size": (3, args.get("img_size", 32), args.get("img_size", 32))}
    save_for_hf(model, folder, model_args=args, safe_serialization=True)


def open_clip_model(_record, folder):
    """A CLIP of the smallest dimensions, saved as open_clip's push_to_hf_hub saves it
    (open_clip_config.json with model_cfg and preprocess_cfg; open_clip_model.safetensors). Its text
    config names no HF tokenizer, so the snippet's get_tokenizer uses open_clip's own."""
    import open_clip
    import safetensors.torch
    import torch
    from open_clip.push_to_hf_hub import save_config_for_hf

    torch.manual_seed(0)
    config = {
        "embed_dim": 8,
        "vision_cfg": {"image_size": 32, "layers": 1, "width": 16, "head_width": 8, "patch_size": 16},
        "text_cfg": {"context_length": 77, "vocab_size": 49408, "width": 16, "heads": 2, "layers": 1},
    }
    model = open_clip.CLIP(**config)
    # What open_clip.create_model sets and its hub config keeps as the preprocessing.
    model.visual.image_mean, model.visual.image_std = open_clip.OPENAI_DATASET_MEAN, open_clip.OPENAI_DATASET_STD
    os.makedirs(folder, exist_ok=True)
    safetensors.torch.save_file(model.state_dict(), os.path.join(folder, "open_clip_model.safetensors"))
    save_config_for_hf(model, Path(folder) / "open_clip_config.json", model_config=config)


def derm_foundation_model(_record, folder):
    """A TensorFlow SavedModel with the serving signature Derm Foundation's has: serialized tf.train.Example
    images (a PNG under image/encoded) in, an embedding out; a tiny dense layer instead of its BiT network."""
    import tensorflow as tf

    class Embedder(tf.Module):
        def __init__(self):
            super().__init__()
            self.dense = tf.Variable(tf.random.stateless_normal([16 * 16 * 3, 8], seed=[0, 0]))

        @tf.function(input_signature=[tf.TensorSpec([None], tf.string, name="inputs")])
        def serve(self, inputs):
            features = tf.io.parse_example(inputs, {"image/encoded": tf.io.FixedLenFeature([], tf.string)})
            images = tf.map_fn(lambda png: tf.image.resize(tf.io.decode_png(png, channels=3), [16, 16]), features["image/encoded"], fn_output_signature=tf.float32)
            return {"embedding": tf.matmul(tf.reshape(images / 255.0, [-1, 16 * 16 * 3]), self.dense)}

    module = Embedder()
    tf.saved_model.save(module, folder, signatures={"serving_default": module.serve})


# library: (builder, why a record cannot run or None, where the model goes: "hub" cache or "site" packages)
BUILDERS = {
    "sklearn": (sklearn_model, sklearn_reason, "hub"),
    "bm25s": (bm25s_model, None, "hub"),
    "keras": (keras_model, None, "hub"),
    "spacy": (spacy_model, spacy_reason, "site"),
    "timm": (timm_model, timm_reason, "hub"),
    "open_clip": (open_clip_model, None, "hub"),
    "derm-foundation": (derm_foundation_model, None, "hub"),
}


def key_parts(record):
    """What a library's tiny model is made from, beyond the library (its content key)."""
    if record.get("library_name") == "sklearn":
        return [*sklearn_file(record), "skops" in (record.get("tags") or [])]
    if record.get("library_name") == "spacy":
        return [spacy_package_name(record)]
    if record.get("library_name") == "timm":
        return [timm_architecture(record)]
    return []


if __name__ == "__main__":
    print(json.dumps(sorted(BUILDERS)))
