# GaussianFormer is installed from its repository: https://github.com/SVLwoof/gaussianformer
from gaussianformer.pipelines.rendering_pipeline import GaussianFormerRenderingPipeline

pipeline = GaussianFormerRenderingPipeline.from_pretrained("SVLwoof/gaussianformer")
