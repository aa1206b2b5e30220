from terratorch import BACKBONE_REGISTRY

model = BACKBONE_REGISTRY.build("terratorch_prithvi_eo_v2_300_tl", pretrained=True)
