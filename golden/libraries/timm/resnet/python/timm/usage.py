import timm

model = timm.create_model("hf-hub:timm/resnet50.a1_in1k", pretrained=True)
model.eval()
