from htrflow.pipeline.pipeline import Pipeline
from htrflow.volume.volume import Collection

config = {
    "steps": [
        {
            "step": "Segmentation",
            "settings": {
                "model": "yolo",
                "model_settings": {
                    "model": "Riksarkivet/yolov9-lines-within-regions-1",
                },
            },
        },
        {
            "step": "Export",
            "settings": {
                "dest": "outputs",
                "format": "page",
            },
        },
    ]
}
pipeline = Pipeline.from_config(config)
# Your own scan of a handwritten page
pipeline.run(Collection(["image.jpg"]))
