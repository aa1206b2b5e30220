from mlxim.model import create_model

# The weights are downloaded from the Hub
model = create_model("resnet18")
model.eval()
