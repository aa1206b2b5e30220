import core.vision_encoder.pe as pe
import core.vision_encoder.transforms as transforms

model = pe.VisionTransformer.from_config("PE-Spatial-G14-448", pretrained=True)
preprocess = transforms.get_image_transform(model.image_size)
