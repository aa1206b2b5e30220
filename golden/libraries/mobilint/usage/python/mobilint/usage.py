from huggingface_hub import hf_hub_download
from mblt_model_zoo.vision import MBLT_Engine

# runs on a Mobilint NPU; the model is named by its class in the model zoo
engine = MBLT_Engine(
    model_cls="resnet50",
    model_type="DEFAULT",
    model_path="",
    core_mode="global8",
)

try:
    inputs = engine.preprocess(hf_hub_download("huggingface/documentation-images", "cats.png", repo_type="dataset"))  # a sample photo from the hub
    result = engine.postprocess(engine(inputs))
    print(result)
finally:
    engine.dispose()  # release the NPU
