from htrflow.pipeline.pipeline import Pipeline
from htrflow.volume.volume import Collection

# A text recognition model reads images of single text lines; put a segmentation step before it for whole pages
config = {
    "steps": [
        {
            "step": "TextRecognition",
            "settings": {
                "model": "TrOCR",
                "model_settings": {
                    "model": "Riksarkivet/trocr-base-handwritten-hist-swe-2",
                },
            },
        },
        {
            "step": "Export",
            "settings": {
                "dest": "outputs",
                "format": "txt",
            },
        },
    ]
}
pipeline = Pipeline.from_config(config)
# Your own scan of a handwritten page
pipeline.run(Collection(["image.jpg"]))
