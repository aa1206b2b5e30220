from htrflow.pipeline.pipeline import Pipeline
from htrflow.volume.volume import Collection

# RTMDet models need HTRflow's OpenMMLab dependencies; see its installation docs
config = {
    "steps": [
        {
            "step": "Segmentation",
            "settings": {
                "model": "RTMDet",
                "model_settings": {
                    "model": "Riksarkivet/rtmdet_lines",
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
