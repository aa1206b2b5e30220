import timm

model = timm.create_model("hf-hub:timm/vit_base_patch16_224.augreg2_in21k_ft_in1k", pretrained=True)
model.eval()
